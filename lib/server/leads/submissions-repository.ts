import 'server-only';
import type { DbOrTx } from '@/lib/server/db/client';
import { contactMessages, earlyAccessRequests, newsletterSubscriptions } from '@/lib/server/db/schema';

export interface SubmissionMeta {
  ipAddress: string | null;
  userAgent: string | null;
}

/**
 * Stores an early-access request. An address already on the list (case-insensitive unique index)
 * is left as it was; returns whether a row was created.
 */
export async function insertEarlyAccessRequest(
  db: DbOrTx,
  input: { firstName: string; lastName: string; email: string; message?: string },
  meta: SubmissionMeta,
): Promise<boolean> {
  const rows = await db
    .insert(earlyAccessRequests)
    .values({ ...input, message: input.message ?? null, ...meta })
    .onConflictDoNothing()
    .returning({ id: earlyAccessRequests.id });
  return rows.length > 0;
}

export async function insertContactMessage(
  db: DbOrTx,
  input: { firstName: string; lastName: string; email: string; message: string },
  meta: SubmissionMeta,
): Promise<void> {
  await db.insert(contactMessages).values({ ...input, ...meta });
}

/** Subscribes an address once; returns whether it was new. */
export async function insertNewsletterSubscription(
  db: DbOrTx,
  email: string,
  meta: SubmissionMeta,
): Promise<boolean> {
  const rows = await db
    .insert(newsletterSubscriptions)
    .values({ email, ipAddress: meta.ipAddress })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscriptions.id });
  return rows.length > 0;
}
