import 'server-only';
import { VITAL_METRICS } from '@/lib/constants/analytics';
import type { UserRole } from '@/lib/constants/users';
import type { ReadersThisWeek, ReportsOverview } from '@/lib/admin/reports';
import type { ReportsOverviewQuery } from '@/lib/validations/analytics';
import type { DbOrTx } from '@/lib/server/db/client';
import { articleTitlesByPath } from '@/lib/server/articles';
import { leadAttributionRows, type LeadAttributionRow } from '@/lib/server/leads';
import { p75FromBuckets, VITAL_FIELD } from '@/lib/analytics/vitals';
import {
  readCampaigns,
  readMarketDays,
  readReferrers,
  readTopArticles,
  readVitalHistograms,
  type Range,
  type SummedHistogram,
} from './readership';
import { addDays, utcDay } from '@/lib/analytics/days';

/** Every UTC day from `from` to `to`, both included. */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return days;
}

const utmKey = (source: string, medium: string, campaign: string) =>
  JSON.stringify([source, medium, campaign]);

/**
 * GET /api/admin/reports/overview (issue 38 point 4): readership from the day tables, leads from the
 * three lead tables' attribution. An editor sees readership only: every `leads` is null and the lead
 * tables are not read at all.
 */
export async function reportsOverview(
  db: DbOrTx,
  query: ReportsOverviewQuery,
  role: UserRole,
): Promise<ReportsOverview> {
  const range: Range = { from: query.from, to: query.to, market: query.market };
  const withLeads = role === 'admin';
  const [marketDays, articles, referrers, campaigns, histograms, leadRows] = await Promise.all([
    readMarketDays(db, range),
    readTopArticles(db, range),
    readReferrers(db, range),
    readCampaigns(db, range),
    readVitalHistograms(db, range),
    withLeads ? leadAttributionRows(db, range.from, range.to, range.market) : null,
  ]);
  const titles = await articleTitlesByPath(
    db,
    articles.map((a) => a.path),
  );
  const leadsBy = (key: (r: LeadAttributionRow) => string | null) => {
    const totals = new Map<string, number>();
    for (const r of leadRows ?? []) {
      const k = key(r);
      if (k !== null) totals.set(k, (totals.get(k) ?? 0) + r.leads);
    }
    return (k: string): number | null => (leadRows ? (totals.get(k) ?? 0) : null);
  };
  const leadsOnDay = leadsBy((r) => r.day);
  const leadsOfArticle = leadsBy((r) => r.articlePath);
  const leadsOfCampaign = leadsBy((r) =>
    r.utmSource ? utmKey(r.utmSource, r.utmMedium, r.utmCampaign) : null,
  );

  const byDay = new Map(marketDays.map((d) => [d.day, d]));
  const series = daysOf(range.from, range.to).map((date) => ({
    date,
    views: byDay.get(date)?.views ?? 0,
    visitors: byDay.get(date)?.visitors ?? 0,
    leads: leadsOnDay(date),
  }));
  return {
    from: range.from,
    to: range.to,
    market: range.market ?? null,
    views: series.reduce((s, d) => s + d.views, 0),
    visitors: series.reduce((s, d) => s + d.visitors, 0),
    leads: leadRows ? leadRows.reduce((s, r) => s + r.leads, 0) : null,
    series,
    topArticles: articles.map((a) => ({
      path: a.path,
      title: titles.get(a.path) ?? null,
      views: a.views,
      visitors: a.visitors,
      leads: leadsOfArticle(a.path),
    })),
    referrers,
    campaigns: campaigns.map((c) => ({
      ...c,
      leads: leadsOfCampaign(utmKey(c.source, c.medium, c.campaign)),
    })),
    vitals: toVitalRows(histograms),
  };
}

type VitalRow = ReportsOverview['vitals'][number];

/** One row per route type and device, each metric's p75 from its summed histogram. */
function toVitalRows(histograms: SummedHistogram[]): VitalRow[] {
  const rows = new Map<string, VitalRow>();
  for (const h of histograms) {
    const key = `${h.route}\u0000${h.device}`;
    const row = rows.get(key) ?? {
      route: h.route,
      device: h.device,
      ...(Object.fromEntries(VITAL_METRICS.map((m) => [VITAL_FIELD[m], null])) as Record<
        'lcp' | 'inp' | 'cls' | 'fcp' | 'ttfb',
        null
      >),
      samples: 0,
    };
    row[VITAL_FIELD[h.metric]] = p75FromBuckets(h.metric, h.buckets);
    // Each metric is reported on its own (a page may report LCP and never INP), so the row's sample
    // count is that of its best-measured metric: how many page loads stand behind its figures at most.
    row.samples = Math.max(row.samples, h.samples);
    rows.set(key, row);
  }
  return [...rows.values()];
}

/** The dashboard's "Readers this week": visitors of the last 7 UTC days (today included) against the 7 before. */
export async function readersThisWeek(db: DbOrTx, now: Date = new Date()): Promise<ReadersThisWeek> {
  const today = utcDay(now);
  const days = await readMarketDays(db, { from: addDays(today, -13), to: today });
  const weekStart = addDays(today, -6);
  let visitors = 0;
  let previous = 0;
  for (const d of days) {
    if (d.day >= weekStart) visitors += d.visitors;
    else previous += d.visitors;
  }
  return { visitors, previous };
}
