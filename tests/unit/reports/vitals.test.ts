import { VITAL_BUCKET_EDGES } from '@/lib/constants/analytics';
import { formatVital, p75FromBuckets, vitalRating } from '@/lib/analytics/vitals';

const empty = (n = VITAL_BUCKET_EDGES.LCP.length + 1) => new Array<number>(n).fill(0);

describe('p75FromBuckets', () => {
  it('is null without samples', () => {
    expect(p75FromBuckets('LCP', empty())).toBeNull();
    expect(p75FromBuckets('LCP', [])).toBeNull();
  });

  it('answers the upper edge of the bucket where the running count first reaches 75 %', () => {
    const b = empty();
    b[2] = 1;
    b[5] = 2; // 3 of 4 reached here: 75 %
    b[9] = 1;
    expect(p75FromBuckets('LCP', b)).toBe(VITAL_BUCKET_EDGES.LCP[5]);
    b[9] = 2; // 3 of 5 is under 75 %: the next bucket with samples
    expect(p75FromBuckets('LCP', b)).toBe(VITAL_BUCKET_EDGES.LCP[9]);
  });

  it('answers the last edge when the p75 is in the overflow bucket', () => {
    const b = empty();
    b[b.length - 1] = 3;
    b[0] = 1;
    expect(p75FromBuckets('INP', b)).toBe(VITAL_BUCKET_EDGES.INP.at(-1));
  });

  it('stays within a bucket step (~10 %) of the exact p75 of the samples', () => {
    const values = Array.from({ length: 400 }, (_, i) => 300 + i * 7);
    const edges = VITAL_BUCKET_EDGES.LCP;
    const b = empty();
    for (const v of values) {
      const i = edges.findIndex((e) => v <= e);
      b[i === -1 ? edges.length : i]! += 1;
    }
    const exact = values[Math.ceil(values.length * 0.75) - 1]!;
    const p75 = p75FromBuckets('LCP', b)!;
    expect(p75).toBeGreaterThanOrEqual(exact);
    expect(p75 / exact).toBeLessThan(1.1);
  });
});

describe('vitalRating', () => {
  it.each([
    ['LCP', 2500, 'good'],
    ['LCP', 2501, 'needs-improvement'],
    ['LCP', 4000, 'needs-improvement'],
    ['LCP', 4001, 'poor'],
    ['INP', 200, 'good'],
    ['INP', 501, 'poor'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.2, 'needs-improvement'],
    ['CLS', 0.26, 'poor'],
    ['TTFB', 900, 'needs-improvement'],
    ['FCP', 3001, 'poor'],
  ] as const)('%s at %d is %s', (metric, value, rating) => {
    expect(vitalRating(metric, value)).toBe(rating);
  });
});

describe('formatVital', () => {
  it('shows times in ms under a second, in seconds above, and CLS unitless', () => {
    expect(formatVital('INP', 180.4)).toBe('180 ms');
    expect(formatVital('LCP', 2512)).toBe('2.51 s');
    expect(formatVital('CLS', 0.054)).toBe('0.05');
  });
});
