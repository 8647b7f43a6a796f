/**
 * Which page numbers an archive page links to (docs/adr/0057). Beside the first, the last and the
 * neighbours, links jump 2, 5, 10, 20, 50, 100, … pages either way, so any page of a 5,000-page archive
 * is a handful of clicks from the first (crawl depth grows with the number of digits, not of pages).
 */
export type PageLink = { page: number } | { gap: true; key: string };

function jumps(limit: number): number[] {
  const out: number[] = [];
  for (let decade = 1; decade < limit; decade *= 10) {
    for (const step of [1, 2, 5]) if (decade * step < limit) out.push(decade * step);
  }
  return out;
}

export function pageLinks(current: number, last: number): PageLink[] {
  const pages = new Set<number>([1, last, current]);
  for (const step of jumps(last)) {
    if (current - step >= 1) pages.add(current - step);
    if (current + step <= last) pages.add(current + step);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const out: PageLink[] = [];
  sorted.forEach((page, i) => {
    const before = sorted[i - 1];
    if (before !== undefined && page - before > 1) out.push({ gap: true, key: `gap-${before}` });
    out.push({ page });
  });
  return out;
}

/** A page number as it appears in a URL: a positive integer without leading zeros ('1' is the base URL's page). */
export function parsePageSegment(segment: string): number | null {
  if (!/^[1-9][0-9]{0,5}$/.test(segment)) return null;
  return Number(segment);
}
