import 'server-only';
import { isbot } from 'isbot';
import { classifyPath } from '@/lib/analytics/classify';
import type { DeviceClass } from '@/lib/constants/analytics';
import { UNKNOWN_CLIENT_ADDRESS } from '@/lib/constants/forms';
import { ADMIN_BASE_PATH } from '@/lib/constants/portal';
import { siteOrigin } from '@/lib/site-url';
import type { DbOrTx } from '@/lib/server/db/client';
import { getLogger } from '@/lib/server/log';
import type { AnalyticsEventBody } from '@/lib/validations/analytics';
import { takeAddressSlot } from './address-limit';
import { referrerHostOf, splitPage, utmOf } from './attribution';
import { bufferAnalyticsEvent, type AnalyticsEventRow } from './buffer';
import { dailySalt, visitorHash } from './visitor';
import { utcDay } from '@/lib/analytics/days';

/** What the endpoint knows of the sender, as plain data (the route handler reads the headers). */
export interface EventSender {
  address: string;
  userAgent: string | null;
  /** `DNT: 1` or `Sec-GPC: 1`: the visitor asked not to be tracked. */
  optedOut: boolean;
  /** `Sec-CH-UA-Mobile: ?1`. */
  mobileHint: boolean;
}

/** Why an event was or was not kept; the answer is 204 either way. */
export type EventOutcome = 'accepted' | 'opted-out' | 'bot' | 'uncounted-path' | 'limited' | 'failed';

/**
 * Paths never counted, whatever a script posts: the portal, the API, previews of unpublished articles,
 * Next's own files and media. The beacon is not on those pages; this keeps hand-made events out too.
 */
const UNCOUNTED_PATH_PREFIXES = [ADMIN_BASE_PATH, '/api', '/preview', '/_next', '/media'];

const isUnder = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

const MOBILE_UA = /Mobi|Android|iPhone|iPad/;

function deviceClassOf(userAgent: string | null, mobileHint: boolean): DeviceClass {
  return mobileHint || MOBILE_UA.test(userAgent ?? '') ? 'mobile' : 'desktop';
}

const log = getLogger('analytics');

/**
 * Takes one beacon event in (docs/adr/0113): filtered (opt-out, bot, uncounted path, per-address
 * limit), reduced to what is kept (the pathname without its query, the referring host, the UTM
 * parameters, a daily visitor hash for pageviews) and queued in the buffer. The address goes no
 * further than this call. The only database access is the day's salt, read once a day per process;
 * if that fails the event is lost, not the visitor's request.
 */
export async function recordAnalyticsEvent(
  /** Opened only for the day's salt (a vital, or a filtered event, never waits for the database). */
  db: () => Promise<DbOrTx>,
  body: AnalyticsEventBody,
  sender: EventSender,
  now = new Date(),
): Promise<EventOutcome> {
  if (sender.optedOut) return 'opted-out';
  // No user agent at all is a script, never a browser.
  if (!sender.userAgent || isbot(sender.userAgent)) return 'bot';
  const page = splitPage(body.path);
  if (!page || UNCOUNTED_PATH_PREFIXES.some((base) => isUnder(page.path, base))) return 'uncounted-path';
  // An address the proxy chain does not vouch for is the same 'unknown' for every visitor: one limit
  // for all of them would drop real readers, and one hash would count them all as one reader.
  const knownAddress = sender.address !== UNKNOWN_CLIENT_ADDRESS;
  if (knownAddress && !takeAddressSlot(sender.address, now)) return 'limited';
  const { routeType, market } = classifyPath(page.path);
  const day = utcDay(now);
  const common = {
    day,
    occurredAt: now,
    path: page.path,
    routeType,
    market,
    device: deviceClassOf(sender.userAgent, sender.mobileHint),
  } satisfies Partial<AnalyticsEventRow>;
  let row: AnalyticsEventRow;
  if (body.name === 'vital') {
    row = { ...common, name: 'vital', metric: body.metric, value: body.value };
  } else {
    let hash: string | null = null;
    if (knownAddress) {
      try {
        hash = visitorHash(await dailySalt(await db(), day), sender.address, sender.userAgent);
      } catch (err) {
        log.warn({ err }, '[analytics] no salt for today (database unavailable?): pageview not counted');
        return 'failed';
      }
    }
    row = {
      ...common,
      name: 'pageview',
      visitorHash: hash,
      referrerHost: referrerHostOf(body.referrer, siteOrigin().hostname),
      ...utmOf(page.params),
    };
  }
  bufferAnalyticsEvent(row);
  return 'accepted';
}
