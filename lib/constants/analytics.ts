/**
 * Readership, lead attribution and real visitors' Core Web Vitals (issue 38, docs/adr/0113): the one
 * source of every limit and table of the analytics and reports domains.
 */

export type AnalyticsEventName = 'pageview' | 'vital';

/** The Core Web Vitals the `web-vitals` library reports, as its `name` spells them. */
export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/**
 * Google's thresholds (web.dev/articles/vitals): at or under `good` is good, over `poor` is poor,
 * between needs improvement. Milliseconds, except CLS (unitless).
 */
export const VITAL_THRESHOLDS: Record<VitalMetric, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};
export type VitalRating = 'good' | 'needs-improvement' | 'poor';

/**
 * Kinds of public page, for the vitals' p75 per route type (and the reports' grouping). `other` is a
 * public page none of the rest names (the newsletter's pages, a 404).
 */
export type RouteType =
  'home' | 'state' | 'login' | 'security' | 'blog-index' | 'article' | 'blog-archive' | 'other';

export const ROUTE_TYPE_LABELS: Record<RouteType, string> = {
  home: 'Home',
  state: 'State page',
  login: 'Early access',
  security: 'Security',
  'blog-index': 'Blog index',
  article: 'Article',
  'blog-archive': 'Blog category or archive',
  other: 'Other page',
};

export type DeviceClass = 'mobile' | 'desktop';

/**
 * Where a view or a lead belongs: a blog market, or `site` for the marketing pages (home, state pages,
 * early access, security), which belong to no market (docs/adr/0113).
 */
export const ANALYTICS_SITE = 'site';

/** POST /api/event: the largest body read (a pageview with a long URL and referrer is ~1 KB). */
export const EVENT_BODY_MAX_BYTES = 4096;
/** Longest path, referrer or UTM value kept; longer ones are cut, never refused. */
export const EVENT_PATH_MAX = 512;
export const EVENT_REFERRER_MAX = 1024;
export const UTM_VALUE_MAX = 100;
/** Events one address may send per minute, per instance (counted in memory: no write per request). */
export const EVENTS_PER_ADDRESS_PER_MINUTE = 120;
/** The buffer is written to the database this often, or sooner when it holds EVENT_FLUSH_BATCH. */
export const EVENT_FLUSH_INTERVAL_MS = 5_000;
export const EVENT_FLUSH_BATCH = 500;
/** Events held while the database cannot take them; beyond it the oldest are dropped (counted). */
export const EVENT_BUFFER_MAX = 20_000;

/** Raw events are kept this long, then only the daily roll-ups remain. */
export const RAW_EVENT_RETENTION_DAYS = 30;
/** The roll-up job's period; each run recomputes today and yesterday from the raw rows. */
export const ANALYTICS_ROLLUP_INTERVAL_MS = 10 * 60_000;

/** The Reports screen's preset ranges, in days ending today (UTC). */
export const REPORT_RANGE_PRESETS = [7, 30, 90] as const;
export const REPORT_DEFAULT_RANGE_DAYS = 30;
/** The longest range GET /api/admin/reports/overview answers. */
export const REPORT_MAX_RANGE_DAYS = 366;
/** Rows of each table in the overview (top articles, referrers, campaigns). */
export const REPORT_TABLE_ROWS = 20;
/** The overview's tables a CSV can be downloaded of (GET /api/admin/reports/export?table=). */
export const REPORT_TABLES = ['articles', 'referrers', 'campaigns', 'vitals'] as const;
export type ReportTable = (typeof REPORT_TABLES)[number];

/** The label of a lead or view that came with no referrer and no UTM source. */
export const DIRECT_SOURCE = 'Direct';

/**
 * The query parameter an article's calls to action add to their links (`/login?from=/blog/usa/{slug}`):
 * the article a lead came through, read by the form from its page's URL, never by the server page.
 */
export const LEAD_FROM_PARAM = 'from';

/**
 * Histogram edges for the vitals' daily roll-up: a sample falls in the first bucket whose edge is at
 * least its value; the p75 of any range is read from the summed buckets. Steps of ~10 % keep the p75
 * within a step of the exact figure (the tests compare both).
 */
const geometric = (first: number, ratio: number, count: number) =>
  Array.from({ length: count }, (_, i) => Math.round(first * ratio ** i * 1000) / 1000);
export const VITAL_BUCKET_EDGES: Record<VitalMetric, readonly number[]> = {
  LCP: geometric(50, 1.1, 60),
  INP: geometric(10, 1.1, 60),
  CLS: geometric(0.001, 1.15, 60),
  FCP: geometric(50, 1.1, 60),
  TTFB: geometric(20, 1.1, 60),
};
