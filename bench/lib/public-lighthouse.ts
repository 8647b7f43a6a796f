import { lighthouse, type LighthouseResult, type ThrottlingMethod } from './measure';

export interface LighthouseMedian extends LighthouseResult {
  runs: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

/**
 * Lighthouse `rounds` times per page, round-robin (every page once, then again), so a change in the
 * machine's load during the run touches every page alike; the median of each figure.
 */
export async function runLighthouse(
  pages: { page: string; url: string }[],
  rounds: number,
  throttling: ThrottlingMethod = 'simulate',
): Promise<LighthouseMedian[]> {
  const runs = new Map<string, LighthouseResult[]>(pages.map((p) => [p.page, []]));
  for (let round = 1; round <= rounds; round += 1) {
    for (const p of pages) {
      console.log(`== Lighthouse (${throttling}) ${round}/${rounds} ${p.page}`);
      runs.get(p.page)!.push(await lighthouse(p.page, p.url, throttling));
    }
  }
  return pages.map(({ page }) => {
    const rs = runs.get(page)!;
    return {
      page,
      runs: rs.length,
      performance: median(rs.map((r) => r.performance)),
      accessibility: median(rs.map((r) => r.accessibility)),
      bestPractices: median(rs.map((r) => r.bestPractices)),
      seo: median(rs.map((r) => r.seo)),
      lcpMs: median(rs.map((r) => r.lcpMs)),
      tbtMs: median(rs.map((r) => r.tbtMs)),
      cls: median(rs.map((r) => r.cls)),
    };
  });
}
