import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { entryStem, pruneCacheDirs } from '@/lib/server/cache/disk-bound.mjs';

describe('the bound of the page cache on disk (issue 27, point 4)', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'ailex-disk-bound-'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  /** One APP_PAGE entry as Next 16 writes it: html, rsc, meta and a segments directory. */
  async function page(dir: string, name: string, kb: number, ageSeconds: number) {
    const base = path.join(dir, name);
    await mkdir(path.dirname(base), { recursive: true });
    await mkdir(`${base}.segments`, { recursive: true });
    const files = [`${base}.html`, `${base}.rsc`, `${base}.meta`, `${base}.segments/_tree.segment.rsc`];
    const when = new Date(Date.now() - ageSeconds * 1000);
    for (const file of files) {
      await writeFile(file, 'x'.repeat((kb * 1024) / files.length));
      await utimes(file, when, when);
    }
  }

  it('groups an entry’s files by their stem', () => {
    expect(entryStem('blog/a.html')).toBe('blog/a');
    expect(entryStem('blog/a.segments/_tree.segment.rsc')).toBe('blog/a');
    expect(entryStem('0f3a9c')).toBe('0f3a9c');
  });

  it('removes whole entries, oldest first, until the caches are under the bound', async () => {
    const pages = path.join(root, 'route-cache');
    const data = path.join(root, 'fetch-cache');
    for (let i = 0; i < 10; i++) await page(pages, `blog/article-${i}`, 100, 1000 - i * 10);
    await mkdir(data, { recursive: true });
    await writeFile(path.join(data, 'recent-data'), 'x'.repeat(100 * 1024));

    const result = await pruneCacheDirs([pages, data], 600 * 1024, 500 * 1024);

    expect(result.before).toBe(1100 * 1024);
    expect(result.after).toBeLessThanOrEqual(500 * 1024);
    const left = (await readdir(path.join(pages, 'blog'))).filter((f) => f.endsWith('.html')).sort();
    // The six oldest pages went, with their rsc, meta and segments; the newest four and the data stayed.
    expect(left).toEqual(['article-6.html', 'article-7.html', 'article-8.html', 'article-9.html']);
    expect((await readdir(path.join(pages, 'blog'))).some((f) => f.startsWith('article-0'))).toBe(false);
    expect(await readdir(data)).toEqual(['recent-data']);
  });

  it('leaves caches under the bound alone', async () => {
    const pages = path.join(root, 'route-cache');
    await page(pages, 'blog/only', 100, 10);
    expect(await pruneCacheDirs([pages], 1024 * 1024)).toEqual({
      before: 100 * 1024,
      after: 100 * 1024,
      removedEntries: 0,
    });
  });
});
