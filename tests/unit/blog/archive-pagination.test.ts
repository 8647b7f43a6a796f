import { pageLinks, parsePageSegment } from '@/lib/blog/pagination';
import { archivePath, categoryPath, sitemapFilePath } from '@/lib/blog/paths';

/** Clicks from page 1 to every page, following only the links each page shows (breadth-first). */
function depths(last: number): number[] {
  const depth = new Array<number>(last + 1).fill(-1);
  depth[1] = 0;
  const queue = [1];
  while (queue.length) {
    const page = queue.shift()!;
    for (const l of pageLinks(page, last)) {
      if ('page' in l && depth[l.page] === -1) {
        depth[l.page] = depth[page]! + 1;
        queue.push(l.page);
      }
    }
  }
  return depth.slice(1);
}

describe('archive pagination', () => {
  it('links the first, the last, the neighbours and jumps, with gaps between', () => {
    expect(pageLinks(1, 1)).toEqual([{ page: 1 }]);
    expect(pageLinks(3, 5).map((l) => ('page' in l ? l.page : '…'))).toEqual([1, 2, 3, 4, 5]);
    expect(pageLinks(1, 1125).map((l) => ('page' in l ? l.page : '…'))).toEqual([
      1,
      2,
      3,
      '…',
      6,
      '…',
      11,
      '…',
      21,
      '…',
      51,
      '…',
      101,
      '…',
      201,
      '…',
      501,
      '…',
      1001,
      '…',
      1125,
    ]);
  });

  it('reaches every page of a 100,000-article market (5,000 pages) from page 1 in a few clicks', () => {
    const d = depths(5000);
    expect(d.every((n) => n >= 0)).toBe(true);
    expect(Math.max(...d)).toBeLessThanOrEqual(10);
  });

  it('reads page numbers as the URL writes them, and writes page 1 as the base URL', () => {
    expect(parsePageSegment('2')).toBe(2);
    for (const bad of ['0', '01', '-1', '1.5', 'two', '1234567', ''])
      expect(parsePageSegment(bad)).toBeNull();
    expect(archivePath('global')).toBe('/blog');
    expect(archivePath('be-fr', 3)).toBe('/blog/belgium-fr/page/3');
    expect(categoryPath('usa', 'billing')).toBe('/blog/usa/category/billing');
    expect(categoryPath('usa', 'billing', 2)).toBe('/blog/usa/category/billing/page/2');
    expect(sitemapFilePath({ market: 'be-nl', chunk: 2 })).toBe('/sitemaps/be-nl-2.xml');
  });
});
