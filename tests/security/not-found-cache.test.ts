import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import IsrCacheHandler from '@/lib/server/cache/isr-cache-handler.mjs';

// Issue 24, point 2: every /blog/<anything> 404 was an ISR entry written to the route cache (about
// 56 KB each: 400 unknown URLs, 22.5 MB). The cache handler keeps 404 pages in memory only.

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

function page(status: number) {
  return {
    kind: 'APP_PAGE',
    html: `<html><body>${'x'.repeat(50_000)}</body></html>`,
    rscData: Buffer.from('rsc'),
    headers: {},
    postponed: undefined,
    status,
    segmentData: new Map([['/_full', Buffer.from('segment')]]),
  };
}

const ctx = {
  cacheControl: { revalidate: 60, expire: 31_536_000 },
  isRoutePPREnabled: false,
  isFallback: false,
};

describe('the ISR cache handler', () => {
  let distDir: string;
  let handler: InstanceType<typeof IsrCacheHandler>;
  beforeEach(async () => {
    distDir = await mkdtemp(path.join(os.tmpdir(), 'isr-cache-'));
    handler = new IsrCacheHandler({
      fs: nodeFs,
      dev: false,
      flushToDisk: true,
      serverDistDir: path.join(distDir, 'server'),
      maxMemoryCacheSize: 50 * 1024 * 1024,
      revalidatedTags: [],
    } as never);
  });
  afterEach(() => rm(distDir, { recursive: true, force: true }));

  it('writes nothing to disk for 400 distinct not-found pages, and still serves them from memory', async () => {
    for (let i = 0; i < 400; i++) {
      await handler.set(`/blog/unknown-${i}`, page(404) as never, ctx);
    }
    expect(await filesUnder(distDir)).toEqual([]);
    const hit = await handler.get('/blog/unknown-399', { kind: 'APP_PAGE', isFallback: false } as never);
    expect(hit?.value).toMatchObject({ kind: 'APP_PAGE', status: 404 });
  });

  it('still writes a found page to disk, as Next does', async () => {
    await handler.set('/blog/an-article', page(200) as never, ctx);
    const files = (await filesUnder(distDir)).map((f) => path.basename(f));
    expect(files).toEqual(expect.arrayContaining(['an-article.html', 'an-article.meta', 'an-article.rsc']));
  });

  it('keeps writing to disk after a not-found page, even when both are set at once', async () => {
    await Promise.all([
      handler.set('/blog/unknown', page(404) as never, ctx as never),
      handler.set('/blog/known', page(200) as never, ctx as never),
    ]);
    const files = (await filesUnder(distDir)).map((f) => path.basename(f));
    expect(files).toContain('known.html');
    expect(files).not.toContain('unknown.html');
  });

  it('writes ISR pages under <dist>/cache/route-cache, the one writable directory (ADR 0101)', async () => {
    // A key as Next 16 makes it (route-cache-key.js): Next itself would write it to server/route-cache.
    const key = '/route-cache/APP_PAGE/c07b/$/blog/an-article';
    await handler.set(key, page(200) as never, ctx);
    const files = await filesUnder(distDir);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(path.relative(distDir, file)).toMatch(/^cache[/\\]route-cache[/\\]/);
    expect(files).toContain(
      path.join(distDir, 'cache', 'route-cache', 'APP_PAGE', 'c07b', '$', 'blog', 'an-article.html'),
    );
  });
});
