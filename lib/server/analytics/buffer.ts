import 'server-only';
import { EVENT_BUFFER_MAX, EVENT_FLUSH_BATCH, EVENT_FLUSH_INTERVAL_MS } from '@/lib/constants/analytics';
import { getDb } from '@/lib/server/db/client';
import { analyticsEvents } from '@/lib/server/db/schema';
import { getLogger } from '@/lib/server/log';
import { countAnalyticsEvents } from '@/lib/server/metrics';

/**
 * The in-process buffer between POST /api/event and the database (docs/adr/0113): the request path only
 * pushes here; one multi-row insert per EVENT_FLUSH_BATCH events writes them, every
 * EVENT_FLUSH_INTERVAL_MS after the first waiting event, or as soon as a batch is full. While the database cannot take them, at most
 * EVENT_BUFFER_MAX events wait and the oldest are dropped (counted): readership is worth less than the
 * memory of the process serving the pages.
 */

export type AnalyticsEventRow = typeof analyticsEvents.$inferInsert;

interface BufferState {
  pending: AnalyticsEventRow[];
  /** Taken by the flush under way: still looked at by findVisitStart until they are stored. */
  inFlight: AnalyticsEventRow[];
  flushing: Promise<FlushResult> | null;
  timer: NodeJS.Timeout | undefined;
  /** After a failed flush, a full batch waits for the timer instead of trying again at every event. */
  retryAt: number;
}

// On globalThis: the route handlers and instrumentation.ts (the SIGTERM flush) are separate bundles
// with module instances of their own (as lib/server/jobs/in-process.ts).
const KEY = Symbol.for('ailex.analytics.buffer');
const store = globalThis as typeof globalThis & { [KEY]?: BufferState };
const state = (): BufferState =>
  (store[KEY] ??= { pending: [], inFlight: [], flushing: null, timer: undefined, retryAt: 0 });

const log = getLogger('analytics');

export interface FlushResult {
  /** Rows written by this flush. */
  flushed: number;
  /** Rows still waiting (a failed flush keeps them; new events arrived meanwhile). */
  pending: number;
  failed: boolean;
}

/** Queues an event; never touches the database itself. */
export function bufferAnalyticsEvent(row: AnalyticsEventRow, max = EVENT_BUFFER_MAX): void {
  const s = state();
  s.pending.push(row);
  countAnalyticsEvents('accepted');
  trim(s, max);
  // While the database is down the buffer stays full: one try per interval, not one per visitor.
  if (s.pending.length >= EVENT_FLUSH_BATCH && Date.now() >= s.retryAt) void flushAnalyticsEvents();
  else scheduleFlush(s);
}

function trim(s: BufferState, max: number): void {
  const over = s.pending.length + s.inFlight.length - max;
  if (over <= 0) return;
  s.pending.splice(0, Math.min(over, s.pending.length));
  countAnalyticsEvents('dropped', over);
}

/**
 * One timer while events wait, none once the buffer is empty: an idle process (or a test file that has
 * ended) has nothing left to run.
 */
function scheduleFlush(s: BufferState): void {
  if (s.timer) return;
  s.timer = setTimeout(() => {
    s.timer = undefined;
    if (s.pending.length > 0) void flushAnalyticsEvents();
  }, EVENT_FLUSH_INTERVAL_MS);
  // A pending flush never keeps the process alive (scripts; SIGTERM flushes instead).
  s.timer.unref();
}

/**
 * Writes every buffered event, EVENT_FLUSH_BATCH rows per insert. Never throws: a failed insert puts
 * its rows and the rest back at the front of the buffer for the next try. A flush under way is joined.
 */
export function flushAnalyticsEvents(): Promise<FlushResult> {
  const s = state();
  s.flushing ??= flushAll(s).finally(() => {
    s.flushing = null;
  });
  return s.flushing;
}

async function flushAll(s: BufferState): Promise<FlushResult> {
  let flushed = 0;
  while (s.pending.length > 0) {
    s.inFlight = s.pending.splice(0, EVENT_FLUSH_BATCH);
    try {
      const db = await getDb();
      await db.insert(analyticsEvents).values(s.inFlight);
      flushed += s.inFlight.length;
      countAnalyticsEvents('flushed', s.inFlight.length);
      s.inFlight = [];
      s.retryAt = 0;
    } catch (err) {
      s.retryAt = Date.now() + EVENT_FLUSH_INTERVAL_MS;
      s.pending.unshift(...s.inFlight);
      s.inFlight = [];
      trim(s, EVENT_BUFFER_MAX);
      log.warn({ err }, `[analytics] flush failed, ${s.pending.length} events kept for the next try`);
      scheduleFlush(s);
      return { flushed, pending: s.pending.length, failed: true };
    }
  }
  return { flushed, pending: 0, failed: false };
}

/** The buffered events (pending and in flight), oldest first: for findVisitStart and the tests. */
export function bufferedAnalyticsEvents(): readonly AnalyticsEventRow[] {
  const s = state();
  return [...s.inFlight, ...s.pending];
}

/** Tests: forget every buffered event and stop the timer. */
export function resetAnalyticsBufferForTests(): void {
  const s = state();
  clearTimeout(s.timer);
  s.timer = undefined;
  s.pending = [];
  s.inFlight = [];
  s.retryAt = 0;
}
