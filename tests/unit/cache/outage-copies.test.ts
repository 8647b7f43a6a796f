import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import IsrCacheHandler from '@/lib/server/cache/isr-cache-handler.mjs';
import { OutageCopies, registerDatabaseProbe } from '@/lib/server/cache/outage-copies.mjs';

// Issue 34 (docs/adr/0104): a page an article write expired just before a database outage answered the
// 503 page for the whole outage. Its last good copy now stands in, and only while the database is down.

function page(title: string, status = 200) {
  return {
    kind: 'APP_PAGE',
    html: `<html><body><h1>${title}</h1>${'x'.repeat(10_000)}</body></html>`,
    rscData: Buffer.from('rsc'),
    headers: { 'x-next-cache-tags': '_N_T_/layout,_N_T_/blog,blog-index' },
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
const getCtx = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false } as never;

describe('the last good copies in the ISR cache handler', () => {
  let distDir: string;
  let handler: InstanceType<typeof IsrCacheHandler>;
  let databaseUp: boolean;
  let probes: number;

  beforeEach(async () => {
    distDir = await mkdtemp(path.join(os.tmpdir(), 'outage-copies-'));
    handler = new IsrCacheHandler({
      fs: nodeFs,
      dev: false,
      flushToDisk: true,
      serverDistDir: path.join(distDir, 'server'),
      maxMemoryCacheSize: 50 * 1024 * 1024,
      revalidatedTags: [],
    } as never);
    databaseUp = true;
    probes = 0;
    registerDatabaseProbe(async () => {
      probes++;
      return databaseUp;
    });
  });
  afterEach(async () => {
    registerDatabaseProbe(undefined);
    await rm(distDir, { recursive: true, force: true });
  });

  async function expireBlogIndex() {
    await new Promise((r) => setTimeout(r, 5));
    await handler.revalidateTag(['blog-index'], { expire: 0 });
  }

  it('misses an expired page while the database answers, and serves its copy as fresh while it does not', async () => {
    await handler.set('/blog', page('Before') as never, ctx);
    expect(await handler.get('/blog', getCtx)).not.toBeNull();
    await expireBlogIndex();

    // The database answers: a miss, so Next renders the edited page before answering.
    expect(await handler.get('/blog', getCtx)).toBeNull();
    expect(probes).toBe(1);

    // The database is down: the copy, with a lastModified of now (neither stale nor expired for Next).
    databaseUp = false;
    await new Promise((r) => setTimeout(r, 1100));
    const before = Date.now();
    const standIn = await handler.get('/blog', getCtx);
    expect(standIn?.value).toMatchObject({ kind: 'APP_PAGE', status: 200 });
    expect(JSON.stringify(standIn?.value)).toContain('<h1>Before</h1>');
    expect(standIn?.lastModified).toBeGreaterThanOrEqual(before);

    // Back: a miss again within the probe's second, and the render stored next is the new copy.
    databaseUp = true;
    await new Promise((r) => setTimeout(r, 1100));
    expect(await handler.get('/blog', getCtx)).toBeNull();
    await handler.set('/blog', page('After') as never, ctx);
    await expireBlogIndex();
    databaseUp = false;
    await new Promise((r) => setTimeout(r, 1100));
    expect(JSON.stringify((await handler.get('/blog', getCtx))?.value)).toContain('<h1>After</h1>');
  });

  it('remembers that the database answered for 200 ms only: the misses of an outage soon get the copy', async () => {
    // The handler module's copies outlive a test: let the previous test's "down" answer run out.
    await new Promise((r) => setTimeout(r, 1100));
    await handler.set('/blog', page('Before') as never, ctx);
    await expireBlogIndex();
    expect(await handler.get('/blog', getCtx)).toBeNull();
    databaseUp = false;
    // "Up" serves the misses of the next 200 ms only (a Redis outage makes every lookup a miss).
    expect(await handler.get('/blog', getCtx)).toBeNull();
    expect(probes).toBe(1);
    await new Promise((r) => setTimeout(r, 250));
    expect(JSON.stringify((await handler.get('/blog', getCtx))?.value)).toContain('<h1>Before</h1>');
    expect(probes).toBe(2);
  });

  it('has nothing to stand in for a page never served or a not-found page, and asks the database nothing then', async () => {
    databaseUp = false;
    await handler.set('/blog/unknown', page('Not found', 404) as never, ctx);
    await expireBlogIndex();
    expect(await handler.get('/blog/unknown', getCtx)).toBeNull();
    expect(await handler.get('/blog/never-served', getCtx)).toBeNull();
    expect(probes).toBe(0);
  });

  it('asks the database once for a burst of misses', async () => {
    await handler.set('/blog', page('Before') as never, ctx);
    await expireBlogIndex();
    databaseUp = false;
    await new Promise((r) => setTimeout(r, 1100));
    const before = probes;
    const answers = await Promise.all(Array.from({ length: 20 }, () => handler.get('/blog', getCtx)));
    expect(answers.every((a) => a !== null)).toBe(true);
    expect(probes - before).toBe(1);
  });
});

describe('the bound of the last good copies', () => {
  const entry = (kb: number) => ({
    lastModified: 0,
    value: { kind: 'APP_PAGE', status: 200, html: 'x'.repeat(kb * 1024) },
  });

  it('keeps the pages served most recently within its bytes, and forgets the oldest first', async () => {
    const copies = new OutageCopies({ maxBytes: 300 * 1024, probe: () => async () => false });
    copies.remember('/a', entry(100));
    copies.remember('/b', entry(100));
    copies.remember('/a', entry(100)); // served again: now the most recent
    copies.remember('/c', entry(100));
    expect(copies.bytes).toBeLessThanOrEqual(300 * 1024);
    expect(await copies.standIn('/b')).toBeNull();
    expect(await copies.standIn('/a')).not.toBeNull();
    expect(await copies.standIn('/c')).not.toBeNull();
  });

  it('keeps nothing larger than the whole bound, and nothing with CACHE_OUTAGE_COPIES_MB=0', async () => {
    const small = new OutageCopies({ maxBytes: 10 * 1024, probe: () => async () => false });
    small.remember('/big', entry(20));
    expect(await small.standIn('/big')).toBeNull();
    const none = new OutageCopies({ maxBytes: 0, probe: () => async () => false });
    none.remember('/a', entry(1));
    expect(await none.standIn('/a')).toBeNull();
  });
});
