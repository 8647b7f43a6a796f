import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import IsrCacheHandler from '@/lib/server/cache/isr-cache-handler.mjs';

// Issue 40 point 3: Next constructs its cache handler for every request; the app's is made once per
// process and set of options, so a request no longer pays for a new one.

type Options = ConstructorParameters<typeof IsrCacheHandler>[0];

describe('the ISR cache handler is made once per process', () => {
  let distDir: string;
  const options = (serverDistDir: string, requestHeaders: Record<string, string> = {}): Options => ({
    fs: nodeFs,
    dev: false,
    flushToDisk: true,
    serverDistDir,
    maxMemoryCacheSize: 50 * 1024 * 1024,
    revalidatedTags: [],
    _requestHeaders: requestHeaders,
  });

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(os.tmpdir(), 'isr-once-'));
  });
  afterAll(async () => {
    await rm(distDir, { recursive: true, force: true });
  });

  it('gives every request the same instance, whatever its headers', () => {
    const server = path.join(distDir, 'a', 'server');
    const first = new IsrCacheHandler(options(server, { host: 'one' }));
    const second = new IsrCacheHandler(options(server, { host: 'two' }));
    expect(second).toBe(first);
    expect(second).toBeInstanceOf(IsrCacheHandler);
  });

  it('makes another for other options (another build directory, no disk)', () => {
    const server = path.join(distDir, 'b', 'server');
    const first = new IsrCacheHandler(options(server));
    expect(new IsrCacheHandler(options(path.join(distDir, 'c', 'server')))).not.toBe(first);
    expect(new IsrCacheHandler({ ...options(server), flushToDisk: false })).not.toBe(first);
  });

  it('the shared instance still reads what it wrote', async () => {
    const server = path.join(distDir, 'd', 'server');
    const writer = new IsrCacheHandler(options(server));
    const value = {
      kind: 'FETCH',
      data: { headers: {}, body: 'cached', url: '/x', status: 200 },
      revalidate: 60,
    };
    await writer.set('k', value as never, { fetchCache: true, revalidate: 60 } as never);
    const reader = new IsrCacheHandler(options(server));
    const found = await reader.get('k', { kind: 'FETCH', fetchUrl: '/x', tags: [], softTags: [] } as never);
    expect(found?.value).toMatchObject({ kind: 'FETCH', data: { body: 'cached' } });
  });
});
