'use client';
import { Box, Card, Container, Flex, Heading, Text } from '@radix-ui/themes';
import dynamic from 'next/dynamic';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import type { ReportTable } from '@/lib/constants/analytics';
import { getMarket } from '@/lib/markets';
import { REPORTS_API, useReportsOverview } from '../kit/queries';
import { ErrorState, LoadingState } from '../kit/states';
import { PageHeader } from '../ui/page-header';
import { ReportControls } from './report-controls';
import { readReportView, reportApiQuery, reportViewQuery, type ReportView } from './report-view';
import { ReportSummary, SeriesTable } from './report-summary';
import { Campaigns, Referrers, TopArticles } from './readership-tables';
import { VitalsTable } from './vitals-table';

// recharts measures its container and draws in the browser: it is loaded there only, in its own chunk.
const ViewsChart = dynamic(() => import('./views-chart').then((m) => m.ViewsChart), {
  ssr: false,
  loading: () => <Box height="260px" />,
});

/**
 * Issue 38, Reports: readership per range and market, the leads it brought (admins; the API gives an
 * editor none), and real visitors' Core Web Vitals. The view lives in the URL.
 */
export function ReportsScreen() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const view = readReportView(new URLSearchParams(params.toString()));
  const apiQuery = reportApiQuery(view);
  const loaded = useReportsOverview(apiQuery);
  const go = (next: ReportView) => router.replace(`${pathname}${reportViewQuery(next)}`, { scroll: false });
  const csv = (table: ReportTable) => `${REPORTS_API}/export?table=${table}&${apiQuery}`;
  const overview = loaded.data;
  const place = view.market ? getMarket(view.market).label : 'all markets';

  return (
    <Box>
      <PageHeader
        title="Reports"
        subtitle="Which articles bring readers and leads, from where, and how fast the site is for real visitors. Counted without cookies."
      />
      <Container asChild size="4" px={{ initial: '3', sm: '6' }} py="6">
        <div>
          <Flex direction="column" gap="5">
            <ReportControls key={reportViewQuery(view)} view={view} onChange={go} />
            {loaded.isError && !loaded.isFetching ? (
              <ErrorState
                message="The reports could not be loaded."
                onRetry={() => loaded.refetch()}
                retrying={loaded.isFetching}
              />
            ) : !overview ? (
              <LoadingState label="Loading reports..." />
            ) : (
              <Flex direction="column" gap="5" style={{ opacity: loaded.isPlaceholderData ? 0.6 : 1 }}>
                <ReportSummary overview={overview} place={place} />
                <Card size="3" asChild>
                  <section aria-labelledby="reports-chart">
                    <Heading as="h2" size="4" id="reports-chart" mb="3">
                      {overview.leads === null ? 'Views per day' : 'Views and leads per day'}
                    </Heading>
                    {overview.views === 0 && !overview.leads ? (
                      <Text as="p" size="2" color="gray">
                        No readers counted yet in this range. Pick a longer range or another market.
                      </Text>
                    ) : (
                      <>
                        <ViewsChart
                          series={overview.series}
                          label={`${overview.leads === null ? 'Views' : 'Views and leads'} per day from ${overview.from} to ${overview.to}, ${place}. The same figures follow as a table.`}
                        />
                        <SeriesTable overview={overview} />
                      </>
                    )}
                  </section>
                </Card>
                <TopArticles overview={overview} csvHref={csv('articles')} />
                <Referrers overview={overview} csvHref={csv('referrers')} />
                <Campaigns overview={overview} csvHref={csv('campaigns')} />
                <VitalsTable overview={overview} csvHref={csv('vitals')} />
              </Flex>
            )}
          </Flex>
        </div>
      </Container>
    </Box>
  );
}
