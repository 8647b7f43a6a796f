import { p75FromBuckets, vitalBucketIndex, vitalRating } from '@/lib/analytics/vitals';
import { VITAL_BUCKET_EDGES, VITAL_METRICS } from '@/lib/constants/analytics';

function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('vitals histograms (issue 38, docs/adr/0113)', () => {
  it('puts a sample in the first bucket whose edge is at least its value, past the last in the overflow', () => {
    const edges = VITAL_BUCKET_EDGES.LCP;
    expect(vitalBucketIndex('LCP', 0)).toBe(0);
    expect(vitalBucketIndex('LCP', edges[0]!)).toBe(0);
    expect(vitalBucketIndex('LCP', edges[0]! + 0.001)).toBe(1);
    expect(vitalBucketIndex('LCP', edges[10]!)).toBe(10);
    expect(vitalBucketIndex('LCP', edges.at(-1)! + 1)).toBe(edges.length);
  });

  it.each(VITAL_METRICS)(
    'reads the p75 of random %s samples within one bucket of the exact p75',
    (metric) => {
      const edges = VITAL_BUCKET_EDGES[metric];
      for (let seed = 1; seed <= 50; seed++) {
        const rnd = random(seed);
        const n = 1 + Math.floor(rnd() * 500);
        // Spread over the edges' whole range, log-uniformly, with a few in the overflow.
        const samples = Array.from(
          { length: n },
          () => edges[0]! * (edges.at(-1)! / edges[0]!) ** (rnd() * 1.05),
        );
        const buckets = new Array<number>(edges.length + 1).fill(0);
        for (const v of samples) buckets[vitalBucketIndex(metric, v)]!++;
        const exact = [...samples].sort((a, b) => a - b)[Math.ceil(0.75 * n) - 1]!;
        const read = p75FromBuckets(metric, buckets)!;
        const bucket = vitalBucketIndex(metric, exact);
        if (bucket === edges.length) {
          expect(read).toBe(edges.at(-1));
        } else {
          expect(read).toBe(edges[bucket]);
          expect(read).toBeGreaterThanOrEqual(exact);
          expect(bucket === 0 || edges[bucket - 1]! < exact).toBe(true);
        }
      }
    },
  );

  it('has no p75 without samples', () => {
    expect(p75FromBuckets('CLS', [])).toBeNull();
    expect(p75FromBuckets('CLS', [0, 0, 0])).toBeNull();
  });

  it("rates by Google's thresholds", () => {
    expect(vitalRating('LCP', 2500)).toBe('good');
    expect(vitalRating('LCP', 2501)).toBe('needs-improvement');
    expect(vitalRating('LCP', 4001)).toBe('poor');
    expect(vitalRating('CLS', 0.1)).toBe('good');
  });
});
