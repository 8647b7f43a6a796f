import 'server-only';
import { getDb } from '@/lib/server/db/client';
import type { AnalyticsEventBody } from '@/lib/validations/analytics';
import { resetAddressLimitForTests } from './address-limit';
import { resetAnalyticsBufferForTests } from './buffer';
import { recordAnalyticsEvent as record, type EventSender } from './ingest';

/* Analytics: readership events in, daily roll-ups, where a visit began (issue 38, docs/adr/0113). */

/** For the leads and newsletter domains, with their own database handle. */
export { resolveLeadAttribution, type LeadAttribution } from './attribution';

/** POST /api/event: one beacon event, filtered and queued (never written on the request path). */
export const recordAnalyticsEvent = (body: AnalyticsEventBody, sender: EventSender, now?: Date) =>
  record(getDb, body, sender, now);
export type { EventSender } from './ingest';

/** The buffer: written by its own timer; flushed by the roll-up job, on SIGTERM and by tests. */
export { flushAnalyticsEvents } from './buffer';

/** The `analytics-rollup` job (lib/server/jobs/catalog.ts) and the benches. */
export { rollupAnalytics } from './rollup';

/** Tests: what the buffer holds, a direct push (its bound), the limit's bounds, a fresh buffer and minute. */
export { bufferAnalyticsEvent, bufferedAnalyticsEvents } from './buffer';
export { takeAddressSlot } from './address-limit';
export function resetAnalyticsForTests(): void {
  resetAnalyticsBufferForTests();
  resetAddressLimitForTests();
}
