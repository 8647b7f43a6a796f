import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  cacheLayout,
  claimCache,
  dropPrerenderedPagesOfOrigin,
  nextDistRoot,
} from '@/lib/server/cache/identity';

const exists = (p: string) =>
  stat(p).then(
    () => true,
    () => false,
  );

describe('claimCache: the Next.js cache belongs to one database', () => {
  let root: string;
  const layout = () => cacheLayout(root);

  /** A build directory as `next start` leaves it: cache entries of every kind, the build's own pages. */
  async function fillCache(): Promise<string[]> {
    const files = [
      path.join(root, 'cache', 'fetch-cache', 'ab12'),
      path.join(root, 'cache', 'route-cache', 'APP_PAGE', 'c07b', '$', 'blog', 'an-article.html'),
      path.join(root, 'cache', 'images', 'x', 'img.webp'),
    ];
    for (const file of files) {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, 'cached');
    }
    return files;
  }

  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'ailex-dist-'));
    // Build output that is not cache: never touched.
    await mkdir(path.join(root, 'server', 'app'), { recursive: true });
    await writeFile(path.join(root, 'server', 'app', 'tx.html'), 'prerendered');
    await mkdir(path.join(root, 'cache', 'turbopack'), { recursive: true });
    await writeFile(path.join(root, 'BUILD_ID'), 'build');
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('clears pages, data and images cached from another database, then records the new one', async () => {
    const files = await fillCache();
    await writeFile(layout().marker, 'database-a\n');
    expect(await claimCache('database-b', root)).toBe('cleared');
    for (const file of files) expect(await exists(file)).toBe(false);
    expect(await readFile(layout().marker, 'utf8')).toBe('database-b\n');
  });

  it('keeps the cache when it was filled from this database', async () => {
    const files = await fillCache();
    await writeFile(layout().marker, 'database-a\n');
    expect(await claimCache('database-a', root)).toBe('kept');
    for (const file of files) expect(await exists(file)).toBe(true);
  });

  it('clears a cache of unknown origin (no marker: written before the check existed, or by a crashed start)', async () => {
    const files = await fillCache();
    expect(await claimCache('database-a', root)).toBe('cleared');
    for (const file of files) expect(await exists(file)).toBe(false);
    expect(await claimCache('database-a', root)).toBe('kept');
  });

  it('on a fresh build only writes the marker', async () => {
    await mkdir(path.join(root, 'cache', 'images'), { recursive: true });
    expect(await claimCache('database-a', root)).toBe('empty');
    expect(await readFile(layout().marker, 'utf8')).toBe('database-a\n');
  });

  it('never touches the build output beside the cache', async () => {
    await fillCache();
    await claimCache('database-b', root);
    expect(await readFile(path.join(root, 'server', 'app', 'tx.html'), 'utf8')).toBe('prerendered');
    expect(await exists(path.join(root, 'cache', 'turbopack'))).toBe(true);
    expect(await exists(path.join(root, 'BUILD_ID'))).toBe(true);
  });
});

describe("dropPrerenderedPagesOfOrigin: static pages carry the running SITE_URL, not the build machine's", () => {
  let root: string;
  const app = (...parts: string[]) => path.join(root, 'server', 'app', ...parts);

  /** A build made without SITE_URL: pages whose metadata names http://localhost:3000, and pages with none. */
  async function build(): Promise<void> {
    const files: [string, string][] = [
      [app('index.html'), '<link rel="canonical" href="http://localhost:3000"/>'],
      [app('index.rsc'), '"canonical":"http://localhost:3000"'],
      [app('index.meta'), '{}'],
      [app('index.segments', '_tree.segment.rsc'), 'tree'],
      [app('tx.html'), '<meta property="og:url" content="http://localhost:3000/tx"/>'],
      [app('tx.rsc'), 'rsc'],
      [app('tx.meta'), '{}'],
      [app('_not-found.html'), '<h1>Page Not Found</h1>'],
      [app('_not-found.rsc'), 'rsc'],
      [app('login', 'page.js'), 'code'],
      // Another port's origin is not this build's.
      [app('other.html'), '<a href="http://localhost:30001/">x</a>'],
    ];
    for (const [file, text] of files) {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, text);
    }
  }

  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'ailex-dist-'));
    await build();
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('removes the pages that name the build origin, with their RSC, meta and segment files', async () => {
    const dropped = await dropPrerenderedPagesOfOrigin(
      root,
      'http://localhost:3000',
      'https://ailex.example',
    );
    expect(dropped.sort()).toEqual(['index.html', 'tx.html']);
    for (const gone of [
      'index.html',
      'index.rsc',
      'index.meta',
      'index.segments',
      'tx.html',
      'tx.rsc',
      'tx.meta',
    ]) {
      expect(await exists(app(gone))).toBe(false);
    }
    for (const kept of ['_not-found.html', '_not-found.rsc', 'other.html', path.join('login', 'page.js')]) {
      expect(await exists(app(kept))).toBe(true);
    }
  });

  it('keeps every page when the server runs at the origin the build saw', async () => {
    expect(
      await dropPrerenderedPagesOfOrigin(root, 'http://localhost:3000', 'http://localhost:3000'),
    ).toEqual([]);
    expect(await exists(app('index.html'))).toBe(true);
    expect(await exists(app('tx.rsc'))).toBe(true);
  });

  it('does nothing when there is no build output', async () => {
    await rm(path.join(root, 'server'), { recursive: true, force: true });
    expect(
      await dropPrerenderedPagesOfOrigin(root, 'http://localhost:3000', 'https://ailex.example'),
    ).toEqual([]);
  });
});

describe('nextDistRoot', () => {
  it('follows NEXT_DIST_DIR as next.config.ts does, and the dev subdirectory under next dev', () => {
    expect(nextDistRoot({})).toBe(path.resolve('.next'));
    expect(nextDistRoot({ NEXT_DIST_DIR: '.next-e2e', NODE_ENV: 'production' })).toBe(
      path.resolve('.next-e2e'),
    );
    expect(nextDistRoot({ NODE_ENV: 'development' })).toBe(path.resolve('.next', 'dev'));
  });
});
