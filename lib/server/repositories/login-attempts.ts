import 'server-only';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { loginAttempts } from '@/lib/server/db/schema';

export async function insertLoginAttempt(
  db: DbOrTx,
  input: { email: string; ipAddress: string; success: boolean; at: Date },
): Promise<number> {
  const [row] = await db
    .insert(loginAttempts)
    .values({ email: input.email, ipAddress: input.ipAddress, success: input.success, createdAt: input.at })
    .returning({ id: loginAttempts.id });
  if (!row) throw new Error('insert into login_attempts returned no row');
  return row.id;
}

export async function markLoginAttemptSucceeded(db: DbOrTx, id: number): Promise<void> {
  await db.update(loginAttempts).set({ success: true }).where(eq(loginAttempts.id, id));
}

/**
 * Times of the failed attempts on an email since `since` that came after its latest success,
 * oldest first: a successful sign-in wipes the slate.
 */
export async function recentFailureTimes(db: DbOrTx, email: string, since: Date): Promise<Date[]> {
  const [lastSuccess] = await db
    .select({ at: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.email, email),
        eq(loginAttempts.success, true),
        gt(loginAttempts.createdAt, since),
      ),
    )
    .orderBy(desc(loginAttempts.createdAt))
    .limit(1);
  const from = lastSuccess && lastSuccess.at > since ? lastSuccess.at : since;
  const rows = await db
    .select({ at: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.email, email),
        eq(loginAttempts.success, false),
        gt(loginAttempts.createdAt, from),
      ),
    )
    .orderBy(loginAttempts.createdAt);
  return rows.map((r) => new Date(r.at));
}

/** A password reset proves who the owner is, so the failures that locked the account are cleared. */
export async function clearFailures(db: DbOrTx, email: string): Promise<void> {
  await db
    .delete(loginAttempts)
    .where(and(sql`${loginAttempts.email} = lower(${email})`, eq(loginAttempts.success, false)));
}
