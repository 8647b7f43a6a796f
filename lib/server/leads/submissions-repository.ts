import 'server-only';
import type { DbOrTx } from '@/lib/server/db/client';
import { contactMessages, earlyAccessRequests } from '@/lib/server/db/schema';
import type { LeadAttributionColumns } from './attribution';

export interface SubmissionMeta {
  ipAddress: string | null;
  userAgent: string | null;
}

/**
 * Stores an early-access request. An address already on the list (case-insensitive unique index)
 * is left as it was, with the source of its first request; returns whether a row was created.
 */
export async function insertEarlyAccessRequest(
  db: DbOrTx,
  input: { firstName: string; lastName: string; email: string; message?: string },
  meta: SubmissionMeta,
  attribution: LeadAttributionColumns,
): Promise<boolean> {
  const rows = await db
    .insert(earlyAccessRequests)
    .values({ ...input, message: input.message ?? null, ...meta, ...attribution })
    .onConflictDoNothing()
    .returning({ id: earlyAccessRequests.id });
  return rows.length > 0;
}

export async function insertContactMessage(
  db: DbOrTx,
  input: { firstName: string; lastName: string; email: string; message: string },
  meta: SubmissionMeta,
  attribution: LeadAttributionColumns,
): Promise<void> {
  await db.insert(contactMessages).values({ ...input, ...meta, ...attribution });
}
