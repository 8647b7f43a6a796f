import {
  VITAL_BUCKET_EDGES,
  VITAL_THRESHOLDS,
  type VitalMetric,
  type VitalRating,
} from '@/lib/constants/analytics';

/** Each metric's field in the report's rows (and its CSV), in lower case. */
export const VITAL_FIELD = {
  LCP: 'lcp',
  INP: 'inp',
  CLS: 'cls',
  FCP: 'fcp',
  TTFB: 'ttfb',
} as const satisfies { [M in VitalMetric]: Lowercase<M> };

/**
 * The vitals' histograms (docs/adr/0113): bucket i holds the samples above edge i-1 and at most edge i;
 * the last bucket (index = number of edges) holds those past the last edge. The roll-up job buckets in
 * SQL with the same rule (lib/server/analytics/rollup-sql.ts); this is the rule for everything else.
 */
export function vitalBucketIndex(metric: VitalMetric, value: number): number {
  const edges = VITAL_BUCKET_EDGES[metric];
  let lo = 0;
  let hi = edges.length;
  // The first edge at least `value` (binary search: the edges ascend).
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (edges[mid]! >= value) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * The p75 read from summed buckets: the upper edge of the bucket holding the nearest-rank 75th
 * percentile sample, so the exact p75 is within that bucket (at most the figure, above the edge before
 * it). Past the last edge the last edge is all that is known. Null without samples.
 */
export function p75FromBuckets(metric: VitalMetric, buckets: readonly number[]): number | null {
  const total = buckets.reduce((sum, n) => sum + n, 0);
  if (total <= 0) return null;
  const edges = VITAL_BUCKET_EDGES[metric];
  const rank = Math.ceil(0.75 * total);
  let seen = 0;
  for (let i = 0; i < buckets.length; i++) {
    seen += buckets[i]!;
    if (seen >= rank) return edges[Math.min(i, edges.length - 1)]!;
  }
  return edges[edges.length - 1]!;
}

/** Google's rating of a vital's value (web.dev thresholds). */
export function vitalRating(metric: VitalMetric, value: number): VitalRating {
  const { good, poor } = VITAL_THRESHOLDS[metric];
  if (value <= good) return 'good';
  return value > poor ? 'poor' : 'needs-improvement';
}

/** The words the Reports screen and its CSV show for a rating (a word, never colour alone). */
export const VITAL_RATING_LABELS: Record<VitalRating, string> = {
  good: 'Good',
  'needs-improvement': 'Needs improvement',
  poor: 'Poor',
};

/** A p75 as people read it: CLS unitless, times under a second in ms, longer ones in seconds. */
export function formatVital(metric: VitalMetric, value: number): string {
  if (metric === 'CLS') return value.toFixed(2);
  if (value < 1000) return `${Math.round(value)} ms`;
  return `${(value / 1000).toFixed(2)} s`;
}
