/**
 * JavaScript a page makes the browser load, as gzip would send it: opens each page in Chromium (no
 * cache), takes every script response's body, gzips it (level 6, like `next start`), and sums.
 * `tsx bench/js-bytes.ts <origin> <path>...` prints a table and, with --chunks, each chunk.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

export interface PageJs {
  path: string;
  gzipBytes: number;
  rawBytes: number;
  chunks: { url: string; gzipBytes: number; rawBytes: number }[];
}

export async function measurePageJs(origin: string, paths: readonly string[]): Promise<PageJs[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const out: PageJs[] = [];
  try {
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      const bodies: Promise<{ url: string; body: Buffer } | null>[] = [];
      page.on('response', (res) => {
        if (res.request().resourceType() !== 'script') return;
        bodies.push(
          res
            .body()
            .then((body) => ({ url: res.url(), body }))
            .catch(() => null),
        );
      });
      await page.goto(origin + path, { waitUntil: 'networkidle' });
      const chunks = (await Promise.all(bodies))
        .filter((c): c is { url: string; body: Buffer } => c !== null)
        .map(({ url, body }) => ({
          url: new URL(url).pathname,
          rawBytes: body.length,
          gzipBytes: gzipSync(body, { level: 6 }).length,
        }));
      out.push({
        path,
        chunks,
        rawBytes: chunks.reduce((s, c) => s + c.rawBytes, 0),
        gzipBytes: chunks.reduce((s, c) => s + c.gzipBytes, 0),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}

async function main() {
  const args = process.argv.slice(2);
  const showChunks = args.includes('--chunks');
  const [origin, ...paths] = args.filter((a) => a !== '--chunks');
  if (!origin || paths.length === 0)
    throw new Error('usage: tsx bench/js-bytes.ts <origin> <path>... [--chunks]');
  for (const p of await measurePageJs(origin, paths)) {
    console.log(
      `${p.path}\t${(p.gzipBytes / 1024).toFixed(1)} KB gzip\t${(p.rawBytes / 1024).toFixed(1)} KB raw\t${p.chunks.length} scripts`,
    );
    if (showChunks)
      for (const c of p.chunks) console.log(`  ${c.url}\t${(c.gzipBytes / 1024).toFixed(1)} KB`);
  }
}

if (process.argv[1]?.endsWith('js-bytes.ts')) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
