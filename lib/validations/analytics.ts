import { z } from 'zod';
import {
  EVENT_PATH_MAX,
  EVENT_REFERRER_MAX,
  REPORT_DEFAULT_RANGE_DAYS,
  REPORT_MAX_RANGE_DAYS,
  REPORT_TABLES,
  VITAL_METRICS,
} from '@/lib/constants/analytics';
import { MARKET_CODES } from '@/lib/markets';
import { addDays, DAY_MS, utcDay } from '@/lib/analytics/days';

/**
 * The shapes of issue 38 (docs/adr/0113): the beacon's events, the attribution the public forms send,
 * and the Reports query. Strings longer than their limit are cut rather than refused: a visitor's
 * long URL is still a view; anything that is not a string at all is a 400.
 */
const cut = (max: number) => z.string().transform((v) => v.slice(0, max));

/** A page path as the beacon sends it: `location.pathname + location.search`, starting with '/'. */
const pagePath = cut(EVENT_PATH_MAX * 2).refine((v) => v.startsWith('/') && !v.startsWith('//'), {
  message: 'path must start with a single /',
});

const pageview = z.object({
  name: z.literal('pageview'),
  path: pagePath,
  referrer: cut(EVENT_REFERRER_MAX).optional(),
});

const vital = z.object({
  name: z.literal('vital'),
  path: pagePath,
  metric: z.enum(VITAL_METRICS, { error: `Invalid metric: expected one of ${VITAL_METRICS.join(', ')}` }),
  value: z.number().finite().min(0).max(600_000),
});

/** POST /api/event */
export const analyticsEventBody = z.discriminatedUnion('name', [pageview, vital], {
  error: 'Invalid name: expected pageview or vital',
});
export type AnalyticsEventBody = z.infer<typeof analyticsEventBody>;

/**
 * What a public form sends besides its fields: the page it was sent from (path and query, where the
 * UTM parameters and `from` are) and `document.referrer`. Optional: a lead without it is still a lead.
 */
export const leadAttributionInput = z
  .object({
    page: pagePath,
    referrer: cut(EVENT_REFERRER_MAX).optional(),
  })
  .optional();
export type LeadAttributionInput = z.infer<typeof leadAttributionInput>;

const isoDay = (name: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `Invalid ${name}: expected a date as YYYY-MM-DD`)
    .refine(
      (v) =>
        !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      {
        message: `Invalid ${name}: no such date`,
      },
    )
    .optional();

const today = () => utcDay(new Date());

/**
 * GET /api/admin/reports/overview?from=&to=&market= — UTC days, both included; absent `to` is today,
 * absent `from` the REPORT_DEFAULT_RANGE_DAYS ending at `to`. `market` absent: every market and the
 * marketing pages.
 */
export const reportsOverviewQuery = z
  .object({
    from: isoDay('from'),
    to: isoDay('to'),
    market: z
      .enum(MARKET_CODES, { error: `Invalid market: expected one of ${MARKET_CODES.join(', ')}` })
      .optional(),
  })
  .transform((q, ctx) => {
    const to = q.to ?? today();
    const from = q.from ?? addDays(to, -(REPORT_DEFAULT_RANGE_DAYS - 1));
    if (from > to) {
      ctx.addIssue({ code: 'custom', message: 'Invalid range: from must not be after to' });
      return z.NEVER;
    }
    if ((Date.parse(to) - Date.parse(from)) / DAY_MS + 1 > REPORT_MAX_RANGE_DAYS) {
      ctx.addIssue({ code: 'custom', message: `Invalid range: at most ${REPORT_MAX_RANGE_DAYS} days` });
      return z.NEVER;
    }
    return { from, to, market: q.market };
  });
export type ReportsOverviewQuery = z.infer<typeof reportsOverviewQuery>;

/** GET /api/admin/reports/export?table=&from=&to=&market= — one table of the overview as CSV. */
export const reportsExportQuery = z
  .object({
    table: z.enum(REPORT_TABLES, { error: `Invalid table: expected one of ${REPORT_TABLES.join(', ')}` }),
  })
  .and(reportsOverviewQuery);
export type ReportsExportQuery = z.infer<typeof reportsExportQuery>;
