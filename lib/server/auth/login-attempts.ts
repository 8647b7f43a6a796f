import 'server-only';
import { and, desc, eq, gt, or, sql } from 'drizzle-orm';
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

export interface LoginHistory {
  /** Failed (or still pending) attempts on the email since `since`, oldest first. */
  failures: { id: number; at: Date; ipAddress: string | null }[];
  /** The email's latest successful sign-in from any address, if any since `since`. */
  lastSuccess: Date | null;
  /** Whether `ipAddress` signed in successfully on this email since `trustedSince`. */
  addressTrusted: boolean;
}

/** What the lockout rules need to know about an email's sign-ins (lib/server/auth/lockout.ts). */
export async function loginHistory(
  db: DbOrTx,
  input: { email: string; ipAddress: string; since: Date; trustedSince: Date },
): Promise<LoginHistory> {
  const { email, ipAddress, since, trustedSince } = input;
  const successSince = (from: Date, ip?: string) =>
    db
      .select({ at: loginAttempts.createdAt })
      .from(loginAttempts)
      .where(
        and(
          eq(loginAttempts.email, email),
          eq(loginAttempts.success, true),
          gt(loginAttempts.createdAt, from),
          ip === undefined ? undefined : eq(loginAttempts.ipAddress, ip),
        ),
      )
      .orderBy(desc(loginAttempts.createdAt))
      .limit(1);
  const [lastSuccess] = await successSince(since);
  const [fromAddress] = await successSince(trustedSince, ipAddress);
  const failures = await db
    .select({ id: loginAttempts.id, at: loginAttempts.createdAt, ipAddress: loginAttempts.ipAddress })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.email, email),
        eq(loginAttempts.success, false),
        gt(loginAttempts.createdAt, since),
      ),
    )
    .orderBy(loginAttempts.createdAt, loginAttempts.id);
  return {
    failures: failures.map((f) => ({ id: f.id, at: new Date(f.at), ipAddress: f.ipAddress })),
    lastSuccess: lastSuccess ? new Date(lastSuccess.at) : null,
    addressTrusted: fromAddress !== undefined,
  };
}

/**
 * A password reset proves who the owner is, so the failures that locked the account are cleared: the
 * password ones and the two-factor code ones (kept under `2fa:<email>`, sign-in-lock.ts).
 */
export async function clearFailures(db: DbOrTx, email: string): Promise<void> {
  await db
    .delete(loginAttempts)
    .where(
      and(
        or(
          sql`${loginAttempts.email} = lower(${email})`,
          sql`${loginAttempts.email} = '2fa:' || lower(${email})`,
        ),
        eq(loginAttempts.success, false),
      ),
    );
}

/**
 * Drops a reserved attempt: a right password on an account with two-factor sign-in is neither a
 * failure nor a success until the code step decides (a success there would reset the per-address
 * count, and the password alone would buy unlimited code guesses).
 */
export async function deleteLoginAttempt(db: DbOrTx, id: number): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.id, id));
}
