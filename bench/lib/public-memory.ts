import { readFile } from 'node:fs/promises';
import path from 'node:path';
import autocannon from 'autocannon';
import { treeRssMb } from './processes';

export interface MemoryResult {
  renders: number;
  batches: number;
  warmUpRenders: number;
  /** Resident set of the server's process tree, MB: at start, after the warm-up, after each batch. */
  startMb: number;
  afterWarmUpMb: number;
  batchMb: number[];
  growthAfterWarmUpPct: number;
  /** From batch `secondHalfFromBatch` (1-based, the middle) to the last: has the curve levelled off? */
  secondHalfFromBatch: number;
  growthSecondHalfPct: number;
  nonRevalidated: number;
}

/**
 * Renders the articles `renders` times, each a cache miss: the requests carry Next's on-demand
 * revalidation header (the build's preview id, as `res.revalidate` sends it), so every one renders
 * the page again and stores it. Between batches an admin write (a category saved unchanged) expires
 * every cached blog read, so the next batch also reads the database and sanitizes again.
 */
export async function measureMemory(opts: {
  origin: string;
  pid: number;
  distDir: string;
  admin: { email: string; password: string };
  paths: string[];
  renders?: number;
  batches?: number;
}): Promise<MemoryResult> {
  const renders = opts.renders ?? 20_000;
  const batches = opts.batches ?? 10;
  const warmUpRenders = Math.round(renders / batches);
  const manifest = JSON.parse(await readFile(path.join(opts.distDir, 'prerender-manifest.json'), 'utf8')) as {
    preview: { previewModeId: string };
  };
  const headers = { 'x-prerender-revalidate': manifest.preview.previewModeId };
  const probe = await fetch(opts.origin + opts.paths[0], { headers });
  if (probe.headers.get('x-nextjs-cache') !== 'REVALIDATED')
    throw new Error(`on-demand render not honoured: x-nextjs-cache ${probe.headers.get('x-nextjs-cache')}`);

  const login = await fetch(`${opts.origin}/api/websiteadmin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(opts.admin),
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const { categories } = (await (await fetch(`${opts.origin}/api/blog/categories`)).json()) as {
    categories: { id: string; name: string; slug: string; description: string | null; color: string }[];
  };
  const category = categories[0];
  if (!category) throw new Error('no category to save between batches');

  let nonRevalidated = 0;
  const batch = async (amount: number) => {
    const per = Math.ceil(amount / opts.paths.length);
    for (const p of opts.paths) {
      const r = await autocannon({ url: opts.origin + p, connections: 4, amount: per, headers });
      nonRevalidated += r.non2xx + r.errors;
    }
    const save = await fetch(`${opts.origin}/api/admin/blog/categories/${category.id}`, {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify({
        name: category.name,
        slug: category.slug,
        description: category.description,
        color: category.color,
      }),
    });
    if (!save.ok) throw new Error(`category save answered ${save.status}`);
  };

  const startMb = await treeRssMb(opts.pid);
  console.log(`== memory: ${warmUpRenders} warm-up renders, then ${renders} in ${batches} batches`);
  await batch(warmUpRenders);
  const afterWarmUpMb = await treeRssMb(opts.pid);
  const batchMb: number[] = [];
  for (let i = 0; i < batches; i += 1) {
    await batch(renders / batches);
    batchMb.push(await treeRssMb(opts.pid));
    console.log(`   batch ${i + 1}/${batches}: ${batchMb.at(-1)} MB resident`);
  }
  const last = batchMb.at(-1)!;
  const secondHalfFromBatch = Math.max(1, Math.floor(batches / 2));
  const growthPct = (from: number) => Number((((last - from) / from) * 100).toFixed(1));
  return {
    renders,
    batches,
    warmUpRenders,
    startMb,
    afterWarmUpMb,
    batchMb,
    growthAfterWarmUpPct: growthPct(afterWarmUpMb),
    secondHalfFromBatch,
    growthSecondHalfPct: growthPct(batchMb[secondHalfFromBatch - 1]!),
    nonRevalidated,
  };
}
