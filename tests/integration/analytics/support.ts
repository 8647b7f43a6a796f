import { POST as eventRoute } from '@/app/api/event/route';
import { resetAnalyticsForTests } from '@/lib/server/analytics';
import type { Db } from '@/lib/server/db/client';
import {
  analyticsEvents,
  analyticsMarketDays,
  analyticsPageDays,
  analyticsSourceDays,
  analyticsVitalDays,
} from '@/lib/server/db/schema';
import { jsonRequest } from '@/tests/helpers/http';

export const CHROME_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
export const GOOGLEBOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/**
 * POST /api/event as the beacon sends it: sendBeacon's text/plain body, a browser's user agent, the
 * client address through the X-Forwarded-For one trusted proxy appends (TRUSTED_PROXY_HOPS = 1).
 */
export function postEvent(
  body: unknown,
  { address = '198.51.100.10', headers = {} }: { address?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  return eventRoute(
    jsonRequest('/api/event', {
      method: 'POST',
      body,
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        'user-agent': CHROME_UA,
        'x-forwarded-for': address,
        ...headers,
      },
    }),
    {},
  );
}

/** No raw rows, day rows, buffer or limits (the salts stay: dailySalt caches them): each test starts from nothing. */
async function resetAnalytics(db: Db): Promise<void> {
  resetAnalyticsForTests();
  for (const table of [
    analyticsEvents,
    analyticsMarketDays,
    analyticsPageDays,
    analyticsSourceDays,
    analyticsVitalDays,
  ]) {
    await db.delete(table);
  }
}

export const storedEvents = (db: Db) => db.select().from(analyticsEvents).orderBy(analyticsEvents.id);

export const DAY_MS = 86_400_000;
export const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** Each test from nothing; and no flush timer left behind once the file is done. */
export function resetAnalyticsAroundEachTest(get: () => Db): void {
  beforeEach(() => resetAnalytics(get()));
  afterAll(() => resetAnalyticsForTests());
}
