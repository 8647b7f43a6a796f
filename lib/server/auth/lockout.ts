import 'server-only';
import {
  ACCOUNT_LOCK_BASE_MS,
  ACCOUNT_LOCK_MAX_MS,
  ACCOUNT_LOCK_MEMORY_MS,
  ACCOUNT_LOCKOUT_FAILURES,
  LOCKOUT_DURATION_MS,
  LOCKOUT_FAILURES,
  LOCKOUT_WINDOW_MS,
} from '@/lib/constants/auth';

export interface Failure {
  id: number;
  at: Date;
}

export interface Lock {
  /** When the lock in force ends, or null when there is none. */
  until: Date | null;
  /** How many times the threshold was reached in the failures given. */
  trips: number;
  /** The failure that reached the threshold last time: the one request that reports the trip. */
  trippedBy: number | null;
}

/**
 * Replays failures (oldest first): `threshold` of them within LOCKOUT_WINDOW_MS lock for
 * `duration(trip)` from the last one. Failures inside a lock in force do not count (a refused attempt
 * is never recorded, but one from an address the lock does not apply to is), and a trip starts the
 * count afresh. Derived from the attempts alone, so an unknown email locks exactly like a real one and
 * the lock answer cannot be used to find out which emails are admins.
 */
function replay(
  failures: readonly Failure[],
  now: Date,
  threshold: number,
  duration: (trip: number) => number,
): Lock {
  let end = 0;
  let trips = 0;
  let trippedBy: number | null = null;
  let window: number[] = [];
  for (const failure of failures) {
    const at = failure.at.getTime();
    if (at < end) continue;
    window.push(at);
    const first = window[window.length - threshold];
    if (first === undefined || at - first > LOCKOUT_WINDOW_MS) continue;
    trips += 1;
    trippedBy = failure.id;
    end = at + duration(trips);
    window = [];
  }
  return { until: end > now.getTime() ? new Date(end) : null, trips, trippedBy };
}

/** The lock one client address earns on an account: LOCKOUT_FAILURES failures, LOCKOUT_DURATION_MS each time. */
export function addressLock(failures: readonly Failure[], now: Date): Lock {
  return replay(failures, now, LOCKOUT_FAILURES, () => LOCKOUT_DURATION_MS);
}

/** The account-wide lock: a much higher ceiling whose lock doubles with every trip, capped. */
export function accountLock(failures: readonly Failure[], now: Date): Lock {
  return replay(failures, now, ACCOUNT_LOCKOUT_FAILURES, (trip) =>
    Math.min(ACCOUNT_LOCK_BASE_MS * 2 ** (trip - 1), ACCOUNT_LOCK_MAX_MS),
  );
}

/** How far back failures can still contribute to an account lock in force now (trips are remembered). */
export function lockoutLookback(now: Date): Date {
  return new Date(now.getTime() - ACCOUNT_LOCK_MEMORY_MS - LOCKOUT_WINDOW_MS);
}
