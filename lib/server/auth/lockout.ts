import 'server-only';
import { LOCKOUT_DURATION_MS, LOCKOUT_FAILURES, LOCKOUT_WINDOW_MS } from '@/lib/constants';

/**
 * When the lock earned by these failures (oldest first) ends, or null when there is none in force:
 * LOCKOUT_FAILURES failures within LOCKOUT_WINDOW_MS lock the account for LOCKOUT_DURATION_MS from
 * the last of them. Derived from the attempts alone, so an unknown email locks exactly like a real
 * one and the lock answer cannot be used to find out which emails are admins.
 */
export function lockedUntil(failures: readonly Date[], now: Date): Date | null {
  let until: Date | null = null;
  for (let i = LOCKOUT_FAILURES - 1; i < failures.length; i++) {
    const last = failures[i];
    const first = failures[i - (LOCKOUT_FAILURES - 1)];
    if (!last || !first) continue;
    if (last.getTime() - first.getTime() > LOCKOUT_WINDOW_MS) continue;
    const end = new Date(last.getTime() + LOCKOUT_DURATION_MS);
    if (end > now && (!until || end > until)) until = end;
  }
  return until;
}

/** How far back failures can still contribute to a lock in force now. */
export function lockoutLookback(now: Date): Date {
  return new Date(now.getTime() - LOCKOUT_WINDOW_MS - LOCKOUT_DURATION_MS);
}
