import 'server-only';
import { createHmac, randomBytes } from 'node:crypto';
import { EVENTS_PER_ADDRESS_PER_MINUTE } from '@/lib/constants/analytics';

/**
 * The per-address limit of POST /api/event, counted in memory per process (a database count would be
 * a write per event, what the endpoint must not do). Keys are an HMAC of the address under a key that
 * lives only in this process's memory: no address is kept past its request, and the key is not the
 * day's salt, so a key here cannot be matched with a stored visitor hash. The window is the current
 * minute; the map is emptied when it turns, and holds at most ADDRESS_LIMIT_MAX_KEYS addresses: past
 * that, a new address is refused for the rest of the minute (a flood from many addresses cannot grow
 * the memory of the process).
 */

const ADDRESS_LIMIT_MAX_KEYS = 50_000;

const KEY = Symbol.for('ailex.analytics.address-limit');
interface LimitState {
  secret: Buffer;
  minute: number;
  counts: Map<string, number>;
}
const store = globalThis as typeof globalThis & { [KEY]?: LimitState };

/** True when this address may send one more event this minute (and counts it). */
export function takeAddressSlot(
  address: string,
  now: Date,
  limit = EVENTS_PER_ADDRESS_PER_MINUTE,
  maxKeys = ADDRESS_LIMIT_MAX_KEYS,
): boolean {
  const minute = Math.floor(now.getTime() / 60_000);
  const s = (store[KEY] ??= { secret: randomBytes(32), minute, counts: new Map() });
  if (s.minute !== minute) {
    s.minute = minute;
    s.counts.clear();
  }
  const key = createHmac('sha256', s.secret).update(address).digest('base64url');
  const count = s.counts.get(key);
  if (count === undefined) {
    if (s.counts.size >= maxKeys) return false;
    s.counts.set(key, 1);
    return true;
  }
  if (count >= limit) return false;
  s.counts.set(key, count + 1);
  return true;
}

/** Tests: a fresh minute for every address. */
export function resetAddressLimitForTests(): void {
  store[KEY]?.counts.clear();
}
