/**
 * The backup at scale (issue 37 §4): 100,000 articles on PostgreSQL, exported by the backup's own
 * writeBackup into a file, then restored into a second, empty database. Records the time, the file's
 * size and the process's peak RSS of each step (the bound: under 300 MB for the export).
 * Not part of `npm test` or `npm run bench`:
 *
 *   npx tsx --conditions=react-server bench/backup-large.ts
 *
 * BACKUP_BENCH_PG_URL: the server (default postgres://postgres@127.0.0.1:5432/postgres); the bench makes
 * and drops its own two databases there. BACKUP_BENCH_ROWS: how many articles (default 100,000).
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import postgres from 'postgres';
import { restoreBackupFile, writeBackup } from '@/lib/server/backup';
import { openPostgres } from '@/lib/server/db/client';
import { createLocalStorage } from '@/lib/server/media';

const SERVER = process.env.BACKUP_BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROWS = Number(process.env.BACKUP_BENCH_ROWS ?? 100_000);
const SOURCE_DB = 'ailex_bench_backup_source';
const TARGET_DB = 'ailex_bench_backup_target';
const RSS_LIMIT_MB = 300;

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

function urlOf(db: string): string {
  const u = new URL(SERVER);
  u.pathname = `/${db}`;
  return u.toString();
}

/** Peak RSS while `fn` runs, sampled every 20 ms (the process's own maxRSS also counts the steps before). */
async function measured<T>(
  fn: () => Promise<T>,
): Promise<{ result: T; ms: number; peakRssMb: number; startRssMb: number }> {
  global.gc?.();
  const startRss = process.memoryUsage().rss;
  let peak = startRss;
  let peakHeap = 0;
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    peak = Math.max(peak, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed + m.external + m.arrayBuffers);
  }, 20);
  const started = performance.now();
  try {
    const result = await fn();
    peak = Math.max(peak, process.memoryUsage().rss);
    if (process.env.BACKUP_BENCH_VERBOSE) console.log(`   peak heap+external ${mb(peakHeap)} MB`);
    return {
      result,
      ms: Math.round(performance.now() - started),
      peakRssMb: mb(peak),
      startRssMb: mb(startRss),
    };
  } finally {
    clearInterval(timer);
  }
}

async function main() {
  const admin = postgres(SERVER, { max: 1, onnotice: () => {} });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ailex-backup-bench-'));
  const file = path.join(dir, 'backup.ndjson.gz');
  try {
    for (const db of [SOURCE_DB, TARGET_DB]) {
      await admin.unsafe(`drop database if exists "${db}" with (force)`);
      await admin.unsafe(`create database "${db}"`);
    }
    const source = await openPostgres(urlOf(SOURCE_DB), 2);
    await source.migrate();
    const seedStarted = performance.now();
    const seed = postgres(urlOf(SOURCE_DB), { max: 1, onnotice: () => {} });
    // About 3.5 KB of HTML per article, near the demo articles' size.
    await seed`
      insert into blog_articles (title, slug, summary, content, status, market, language, published_at, created_at, updated_at)
      select
        'Article number ' || g,
        'article-' || g,
        'Summary of article ' || g,
        '<p>' || repeat('Body text of the article, with a few more words. ', 70) || '</p>',
        (array['draft', 'published', 'archived'])[g % 3 + 1],
        (array['global', 'usa', 'be-fr', 'be-nl'])[g % 4 + 1],
        (array['en', 'en', 'fr', 'nl'])[g % 4 + 1],
        now() - g * interval '1 minute',
        now() - g * interval '1 minute',
        now() - g * interval '1 minute'
      from generate_series(1, ${ROWS}) as g`;
    const [{ bytes } = { bytes: 0 }] = await seed<{ bytes: number }[]>`
      select pg_total_relation_size('blog_articles')::float8 as bytes`;
    await seed.end();
    console.log(
      `== ${ROWS} articles inserted in ${Math.round(performance.now() - seedStarted)} ms (table ${mb(bytes)} MB)`,
    );

    const storage = createLocalStorage(dir);
    const exported = await measured(() => writeBackup(source.db, storage, createWriteStream(file)));
    const size = (await stat(file)).size;
    await source.close();
    console.log(
      `== export: ${exported.ms} ms, file ${mb(size)} MB, RSS ${exported.startRssMb} MB before, peak ${exported.peakRssMb} MB`,
    );

    const target = await openPostgres(urlOf(TARGET_DB), 2);
    await target.migrate();
    const restored = await measured(() =>
      restoreBackupFile(target.db, createLocalStorage(path.join(dir, 'restored')), file),
    );
    await target.close();
    const check = postgres(urlOf(TARGET_DB), { max: 1, onnotice: () => {} });
    const [{ n } = { n: 0 }] = await check<{ n: number }[]>`select count(*)::int as n from blog_articles`;
    await check.end();
    console.log(
      `== restore: ${restored.ms} ms, ${restored.result.rows['blog_articles']} articles written, ${n} in the table, RSS ${restored.startRssMb} MB before, peak ${restored.peakRssMb} MB`,
    );

    console.log('\n| step | rows | time | file | RSS before | peak RSS |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
    console.log(
      `| export (writeBackup → gzip file) | ${ROWS} articles | ${(exported.ms / 1000).toFixed(1)} s | ${mb(size)} MB | ${exported.startRssMb} MB | ${exported.peakRssMb} MB |`,
    );
    console.log(
      `| restore (restoreBackupFile, one transaction) | ${ROWS} articles | ${(restored.ms / 1000).toFixed(1)} s | | ${restored.startRssMb} MB | ${restored.peakRssMb} MB |`,
    );
    if (exported.peakRssMb >= RSS_LIMIT_MB) {
      console.error(`FAIL: the export's peak RSS ${exported.peakRssMb} MB is not under ${RSS_LIMIT_MB} MB`);
      process.exitCode = 1;
    }
  } finally {
    for (const db of [SOURCE_DB, TARGET_DB])
      await admin.unsafe(`drop database if exists "${db}" with (force)`);
    await admin.end();
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
