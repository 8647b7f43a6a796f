import 'server-only';
import { Counter, Gauge, Histogram } from 'prom-client';
import { HTTP_DURATION_BUCKETS } from '@/lib/constants/observability';
import { cacheLookups, metric, metricsRegistry } from './registry.mjs';

/**
 * The app's metrics (docs/adr/0102), all in the one registry of registry.mjs. Counters and gauges that
 * code moves as things happen; what is cheaper to read at scrape time (queue lengths, files in the mail
 * outbox) is set by the collectors passed to renderMetrics.
 */

const httpRequests = () =>
  metric(
    'ailex_http_requests_total',
    (registers) =>
      new Counter({
        name: 'ailex_http_requests_total',
        help: 'HTTP requests answered, by route group and status class',
        labelNames: ['group', 'status_class'] as const,
        registers,
      }),
  );

const httpDuration = () =>
  metric(
    'ailex_http_request_duration_seconds',
    (registers) =>
      new Histogram({
        name: 'ailex_http_request_duration_seconds',
        help: 'Time from the request to the end of its answer, by route group',
        labelNames: ['group'] as const,
        buckets: HTTP_DURATION_BUCKETS,
        registers,
      }),
  );

const dbInFlight = () =>
  metric(
    'ailex_db_operations_in_flight',
    (registers) =>
      new Gauge({
        name: 'ailex_db_operations_in_flight',
        help: 'Database operations (domain calls through withDb) started and not finished',
        registers,
      }),
  );

const dbPoolMax = () =>
  metric(
    'ailex_db_pool_max_connections',
    (registers) =>
      new Gauge({
        name: 'ailex_db_pool_max_connections',
        help: 'Connections the pool may open (postgres: its max; pglite: 1, one transaction at a time)',
        labelNames: ['driver'] as const,
        registers,
      }),
  );

const dbConnectionsClosed = () =>
  metric(
    'ailex_db_connections_closed_total',
    (registers) =>
      new Counter({
        name: 'ailex_db_connections_closed_total',
        help: 'PostgreSQL connections of the pool that closed (idle timeout, server gone, error)',
        registers,
      }),
  );

const sanitizerQueue = () =>
  metric(
    'ailex_sanitizer_queue_length',
    (registers) =>
      new Gauge({
        name: 'ailex_sanitizer_queue_length',
        help: 'Article bodies waiting for a sanitizer worker, by pool (save, reread)',
        labelNames: ['pool'] as const,
        registers,
      }),
  );

const mailOutbox = () =>
  metric(
    'ailex_mail_outbox_messages',
    (registers) =>
      new Gauge({
        name: 'ailex_mail_outbox_messages',
        help: 'Messages written to DATA_DIR/outbox (no SMTP_URL: mail is kept there, not sent)',
        registers,
      }),
  );

const mailInFlight = () =>
  metric(
    'ailex_mail_deliveries_in_flight',
    (registers) =>
      new Gauge({
        name: 'ailex_mail_deliveries_in_flight',
        help: 'Mails handed to background delivery and not yet sent or failed',
        registers,
      }),
  );

const analyticsEvents = () =>
  metric(
    'ailex_analytics_events_total',
    (registers) =>
      new Counter({
        name: 'ailex_analytics_events_total',
        help: 'Readership events: accepted into the buffer, flushed to the database, dropped (buffer full)',
        labelNames: ['outcome'] as const,
        registers,
      }),
  );

export type AnalyticsEventOutcome = 'accepted' | 'flushed' | 'dropped';

/** Readership events (issue 38, docs/adr/0113) by what became of them. */
export function countAnalyticsEvents(outcome: AnalyticsEventOutcome, n = 1): void {
  if (n > 0) analyticsEvents().inc({ outcome }, n);
}

/** One answered request, counted by its route group and status class. */
export function observeRequest(group: string, status: number, seconds: number): void {
  httpRequests().inc({ group, status_class: `${Math.floor(status / 100)}xx` });
  httpDuration().observe({ group }, seconds);
}

/** Counts a database operation in flight while `work` runs. */
export async function trackDbOperation<T>(work: () => Promise<T>): Promise<T> {
  const gauge = dbInFlight();
  gauge.inc();
  try {
    return await work();
  } finally {
    gauge.dec();
  }
}

export function setDbPoolMax(driver: 'pglite' | 'postgres', max: number): void {
  dbPoolMax().set({ driver }, max);
}

export function countDbConnectionClosed(): void {
  dbConnectionsClosed().inc();
}

/** Counts a background mail delivery in flight while `work` runs. */
export async function trackMailDelivery<T>(work: () => Promise<T>): Promise<T> {
  const gauge = mailInFlight();
  gauge.inc();
  try {
    return await work();
  } finally {
    gauge.dec();
  }
}

/** What is read at scrape time rather than moved as it happens. */
export interface ScrapeTimeValues {
  sanitizerQueue: { save: number; reread: number };
  /** Null: not applicable (mail goes over SMTP), the gauge is left out. */
  mailOutboxMessages: number | null;
}

/** The registry in Prometheus's text format, with the scrape-time values set first. */
export async function renderMetrics(
  values: ScrapeTimeValues,
): Promise<{ body: string; contentType: string }> {
  // Every promised series is named from the first scrape on, even before anything moved it.
  for (const create of [
    httpRequests,
    httpDuration,
    dbInFlight,
    dbPoolMax,
    dbConnectionsClosed,
    mailInFlight,
    analyticsEvents,
  ]) {
    create();
  }
  cacheLookups();
  sanitizerQueue().set({ pool: 'save' }, values.sanitizerQueue.save);
  sanitizerQueue().set({ pool: 'reread' }, values.sanitizerQueue.reread);
  if (values.mailOutboxMessages === null) mailOutbox().reset();
  else mailOutbox().set(values.mailOutboxMessages);
  const registry = metricsRegistry();
  return { body: await registry.metrics(), contentType: registry.contentType };
}
