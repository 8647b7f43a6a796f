'use client';
import { Link as ThemeLink, Text } from '@radix-ui/themes';
import type { ReportsOverview } from '@/lib/admin/reports';
import { conversionRate } from '@/lib/admin/reports-format';
import { ResponsiveTable, type Column } from '../kit/responsive-table';
import { ReportSection } from './report-section';

type Article = ReportsOverview['topArticles'][number];
type Referrer = ReportsOverview['referrers'][number];
type Campaign = ReportsOverview['campaigns'][number];

const count = (n: number | null) => (n === null ? '—' : n.toLocaleString('en'));

const NO_READERS =
  'No readers counted yet in this range. Pick a longer range or another market; counts arrive within ten minutes of a visit.';

/** Top articles with their leads and conversion rate (leads per visitor); an editor's have no lead columns. */
export function TopArticles({ overview, csvHref }: { overview: ReportsOverview; csvHref: string }) {
  const withLeads = overview.leads !== null;
  const columns: Column<Article>[] = [
    {
      header: 'Article',
      cell: (a) => (
        <ThemeLink href={a.path} target="_blank" rel="noopener">
          {a.title ?? a.path}
          {a.title === null ? <Text color="gray"> (no live article at this address)</Text> : null}
        </ThemeLink>
      ),
    },
    { header: 'Views', cell: (a) => count(a.views), numeric: true },
    { header: 'Visitors', cell: (a) => count(a.visitors), numeric: true },
    ...(withLeads
      ? [
          { header: 'Leads', cell: (a: Article) => count(a.leads), numeric: true },
          {
            header: 'Conversion rate',
            cell: (a: Article) => `${conversionRate(a.leads ?? 0, a.visitors).toLocaleString('en')} %`,
            numeric: true,
          },
        ]
      : []),
  ];
  return (
    <ReportSection
      id="reports-articles"
      title="Top articles"
      description={
        withLeads
          ? 'The most-read articles, the leads that followed their calls to action, and leads per visitor.'
          : 'The most-read articles of the range.'
      }
      csvHref={csvHref}
      empty={overview.topArticles.length === 0 ? NO_READERS : null}
    >
      <ResponsiveTable
        caption="Top articles"
        columns={columns}
        rows={overview.topArticles}
        rowKey={(a) => a.path}
      />
    </ReportSection>
  );
}

export function Referrers({ overview, csvHref }: { overview: ReportsOverview; csvHref: string }) {
  const columns: Column<Referrer>[] = [
    { header: 'Site', cell: (r) => r.host },
    { header: 'Views', cell: (r) => count(r.views), numeric: true },
  ];
  return (
    <ReportSection
      id="reports-referrers"
      title="Referrers"
      description="Other sites whose links brought readers (searches and social networks included)."
      csvHref={csvHref}
      empty={
        overview.referrers.length === 0
          ? 'No referring site in this range: every visit came directly or from a campaign link.'
          : null
      }
    >
      <ResponsiveTable
        caption="Referrers"
        columns={columns}
        rows={overview.referrers}
        rowKey={(r) => r.host}
      />
    </ReportSection>
  );
}

export function Campaigns({ overview, csvHref }: { overview: ReportsOverview; csvHref: string }) {
  const withLeads = overview.leads !== null;
  const columns: Column<Campaign>[] = [
    { header: 'Source', cell: (c) => c.source },
    { header: 'Medium', cell: (c) => c.medium || '—' },
    { header: 'Campaign', cell: (c) => c.campaign || '—' },
    { header: 'Views', cell: (c) => count(c.views), numeric: true },
    ...(withLeads ? [{ header: 'Leads', cell: (c: Campaign) => count(c.leads), numeric: true }] : []),
  ];
  return (
    <ReportSection
      id="reports-campaigns"
      title="Campaigns"
      description="Visits whose link carried utm_source, utm_medium and utm_campaign."
      csvHref={csvHref}
      empty={
        overview.campaigns.length === 0
          ? 'No campaign visits in this range. Add utm_source (and utm_medium, utm_campaign) to the links you share.'
          : null
      }
    >
      <ResponsiveTable
        caption="Campaigns"
        columns={columns}
        rows={overview.campaigns}
        rowKey={(c) => JSON.stringify([c.source, c.medium, c.campaign])}
      />
    </ReportSection>
  );
}
