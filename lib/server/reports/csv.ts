import 'server-only';
import { ROUTE_TYPE_LABELS, VITAL_METRICS, type ReportTable } from '@/lib/constants/analytics';
import type { UserRole } from '@/lib/constants/users';
import type { ReportsOverview } from '@/lib/admin/reports';
import { conversionRate } from '@/lib/admin/reports-format';
import { VITAL_FIELD, VITAL_RATING_LABELS, vitalRating } from '@/lib/analytics/vitals';
import { toCsv } from '@/lib/csv';
import type { ReportsExportQuery } from '@/lib/validations/analytics';
import type { DbOrTx } from '@/lib/server/db/client';
import { reportsOverview } from './overview';

type Cell = string | number | null;

/**
 * One table of the overview as CSV, the rows the screen shows. An editor's file has no lead columns
 * (the overview gives an editor no leads), rather than a 403: readership is theirs to export.
 */
export async function reportsCsv(
  db: DbOrTx,
  query: ReportsExportQuery,
  role: UserRole,
): Promise<{ filename: string; csv: string }> {
  const overview = await reportsOverview(db, query, role);
  const withLeads = overview.leads !== null;
  const [header, rows] = TABLES[query.table](overview, withLeads);
  const filename = `reports-${query.table}-${query.market ?? 'all'}-${query.from}-to-${query.to}.csv`;
  return { filename, csv: toCsv(header, rows) };
}

const TABLES: Record<ReportTable, (o: ReportsOverview, withLeads: boolean) => [string[], Cell[][]]> = {
  articles: (o, withLeads) => [
    ['Path', 'Title', 'Views', 'Visitors', ...(withLeads ? ['Leads', 'Conversion rate (%)'] : [])],
    o.topArticles.map((a) => [
      a.path,
      a.title,
      a.views,
      a.visitors,
      ...(withLeads ? [a.leads, conversionRate(a.leads ?? 0, a.visitors)] : []),
    ]),
  ],
  referrers: (o) => [['Referrer', 'Views'], o.referrers.map((r) => [r.host, r.views])],
  campaigns: (o, withLeads) => [
    ['Source', 'Medium', 'Campaign', 'Views', ...(withLeads ? ['Leads'] : [])],
    o.campaigns.map((c) => [c.source, c.medium, c.campaign, c.views, ...(withLeads ? [c.leads] : [])]),
  ],
  vitals: (o) => [
    [
      'Page type',
      'Device',
      ...VITAL_METRICS.flatMap((m) => [`${m} p75${m === 'CLS' ? '' : ' (ms)'}`, `${m} rating`]),
      'Samples',
    ],
    o.vitals.map((v) => [
      ROUTE_TYPE_LABELS[v.route],
      v.device,
      ...VITAL_METRICS.flatMap((m) => {
        const value = v[VITAL_FIELD[m]];
        return value === null ? [null, null] : [value, VITAL_RATING_LABELS[vitalRating(m, value)]];
      }),
      v.samples,
    ]),
  ],
};
