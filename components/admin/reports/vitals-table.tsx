'use client';
import { Badge, Flex } from '@radix-ui/themes';
import type { ReportsOverview } from '@/lib/admin/reports';
import {
  ROUTE_TYPE_LABELS,
  VITAL_METRICS,
  type VitalMetric,
  type VitalRating,
} from '@/lib/constants/analytics';
import { formatVital, VITAL_FIELD, VITAL_RATING_LABELS, vitalRating } from '@/lib/analytics/vitals';
import { ResponsiveTable, type Column } from '../kit/responsive-table';
import { ReportSection } from './report-section';

type Vitals = ReportsOverview['vitals'][number];

const RATING_COLORS: Record<VitalRating, 'green' | 'amber' | 'red'> = {
  good: 'green',
  'needs-improvement': 'amber',
  poor: 'red',
};

/** A p75 with its rating as a word in a coloured badge: the word carries the meaning, the colour repeats it. */
function VitalValue({ metric, value }: { metric: VitalMetric; value: number | null }) {
  if (value === null) return <span aria-label="no samples">—</span>;
  const rating = vitalRating(metric, value);
  return (
    <Flex as="span" gap="1" align="center" justify="end" wrap="wrap" display="inline-flex">
      <span>{formatVital(metric, value)}</span>
      <Badge color={RATING_COLORS[rating]} variant="soft" size="1">
        {VITAL_RATING_LABELS[rating]}
      </Badge>
    </Flex>
  );
}

export function VitalsTable({ overview, csvHref }: { overview: ReportsOverview; csvHref: string }) {
  const columns: Column<Vitals>[] = [
    { header: 'Page type', cell: (v) => `${ROUTE_TYPE_LABELS[v.route]}, ${v.device}` },
    ...VITAL_METRICS.map((m) => ({
      header: m,
      cell: (v: Vitals) => <VitalValue metric={m} value={v[VITAL_FIELD[m]]} />,
      numeric: true,
    })),
    { header: 'Samples', cell: (v) => v.samples.toLocaleString('en'), numeric: true },
  ];
  return (
    <ReportSection
      id="reports-vitals"
      title="Real visitors' speed (Core Web Vitals, p75)"
      description="What three visitors in four experienced, per kind of page and device, rated by Google's thresholds. Samples: page loads behind the best-measured figure."
      csvHref={csvHref}
      empty={
        overview.vitals.length === 0
          ? 'No speed measured yet in this range: browsers report it as visitors read the public pages.'
          : null
      }
    >
      <ResponsiveTable
        caption="Real visitors' speed (Core Web Vitals, p75)"
        columns={columns}
        rows={overview.vitals}
        rowKey={(v) => `${v.route}-${v.device}`}
      />
    </ReportSection>
  );
}
