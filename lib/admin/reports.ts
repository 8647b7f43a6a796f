import type { DeviceClass, RouteType } from '@/lib/constants/analytics';

/**
 * GET /api/admin/reports/overview (issue 38 point 4, docs/adr/0113), shared by the route handler and
 * the Reports screen. Camel case, like the issue's own contract. Counts are over the query's UTC days.
 * An editor gets readership only: `leads` is null and no row carries leads.
 */
export interface ReportsOverview {
  from: string;
  to: string;
  market: string | null;
  views: number;
  visitors: number;
  /** Null for an editor (leads are admins' only). */
  leads: number | null;
  series: { date: string; views: number; visitors: number; leads: number | null }[];
  topArticles: {
    path: string;
    title: string | null;
    views: number;
    visitors: number;
    leads: number | null;
  }[];
  referrers: { host: string; views: number }[];
  campaigns: { source: string; medium: string; campaign: string; views: number; leads: number | null }[];
  /** p75 over the range per route type and device class; a metric without samples is null. */
  vitals: {
    route: RouteType;
    device: DeviceClass;
    lcp: number | null;
    inp: number | null;
    cls: number | null;
    fcp: number | null;
    ttfb: number | null;
    samples: number;
  }[];
}

/** The dashboard's "Readers this week" card: the last 7 days against the 7 before. */
export interface ReadersThisWeek {
  visitors: number;
  previous: number;
}
