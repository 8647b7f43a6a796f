/**
 * The cold-read benchmark (issue 36 point 3): the audit's 400 KB article of 50,000 paragraphs, saved
 * through the admin API (cleaned once, stored with the sanitizer's version), then read cold by 50
 * parallel requests against `next start`, on PGlite and on PostgreSQL, beside a small article read the
 * same way in the same run; /api/health is asked in turn during each burst. "Cold": every burst reads a
 * slug nobody read before, so the data cache and the page cache both miss. On PostgreSQL it also reads a
 * copy of the article stored under an older sanitizer (version 0, as rows from before migration 0020):
 * that burst pays the one clean on read, once.
 *
 * `npm run bench -- --only=cold-read`. COLD_READ_ROUNDS (default 3) bursts per target, BENCH_PORT the
 * server's port (default: a free one), BENCH_SKIP_BUILD=1 reuses the build in NEXT_DIST_DIR.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import postgres from 'postgres';
import { parsesBackTheSame } from '../lib/sanitize-html-checks.mjs';
import { SANITIZER_VERSION, sanitizeHtml } from '../lib/sanitize-html-core.mjs';
import { percentile, table } from './lib/measure';
import { freePort, run, startNextServer, stop } from './lib/processes';

const ROUNDS = Number(process.env.COLD_READ_ROUNDS ?? 3);
const PARALLEL = 50;
const PG_SERVER_URL = process.env.ADMIN_BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_DB = 'i36clean_bench_cold_read';
const ADMIN = { email: 'bench-admin@example.com', password: 'BenchAdminPass1', name: 'Bench Admin' };

/** The audit's body: 50,000 paragraphs, 400,000 bytes (its clean took 3.2–7 s of worker time). */
const AUDIT_BODY = '<p>x</p>'.repeat(50_000);
const SMALL_BODY = '<p>A short article with <strong>one</strong> paragraph.</p>';

interface Burst {
  latencies: number[];
  errors: number;
  health: number[];
}

/** `PARALLEL` requests of `url` at once; /api/health asked in turn (one at a time) until they are done. */
async function burst(origin: string, url: string): Promise<Burst> {
  let done = false;
  const health: number[] = [];
  const probing = (async () => {
    while (!done) {
      const t0 = performance.now();
      await fetch(`${origin}/api/health`).then((r) => r.arrayBuffer());
      health.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  let errors = 0;
  const latencies = await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      const t0 = performance.now();
      try {
        const res = await fetch(`${origin}${url}`);
        await res.arrayBuffer();
        if (res.status !== 200) errors += 1;
      } catch {
        errors += 1;
      }
      return performance.now() - t0;
    }),
  );
  done = true;
  await probing;
  return { latencies, errors, health };
}

interface Target {
  name: string;
  /** The URL of round `i` (a slug of its own per round: every burst is cold). */
  url: (i: number) => string;
}

function summarize(name: string, bursts: Burst[]): (string | number)[] {
  const all = bursts.flatMap((b) => b.latencies).sort((a, b) => a - b);
  const health = bursts.flatMap((b) => b.health).sort((a, b) => a - b);
  const ms = (v: number | undefined) => (v === undefined ? '–' : Math.round(v));
  return [
    name,
    all.length,
    bursts.reduce((n, b) => n + b.errors, 0),
    ms(percentile(all, 50)),
    ms(percentile(all, 95)),
    ms(all.at(-1)),
    ms(percentile(health, 99)),
    ms(health.at(-1)),
  ];
}

/** One save of the audit body through the admin API: its status and how long it took. */
async function trySave(origin: string, auth: string): Promise<string> {
  const t0 = performance.now();
  const res = await fetch(`${origin}/api/admin/blog/articles`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, authorization: auth },
    body: JSON.stringify({
      title: 'Cold read, saved through the API',
      slug: 'audit-saved',
      summary: 'A benchmark article.',
      content: AUDIT_BODY,
      categoryId: null,
      status: 'published',
      featuredImageUrl: '',
      metaTitle: '',
      metaDescription: '',
      market: 'global',
      language: 'en',
      isTranslation: false,
    }),
  });
  return `${res.status} after ${Math.round(performance.now() - t0)} ms`;
}

type Execute = (text: string, params: (string | number)[]) => Promise<unknown>;

/**
 * The rows as a save stores them (the body cleaned by the worker's own steps, with the running version),
 * and stale copies as migration 0020 leaves rows (the raw body, version 0). Written into the database
 * directly: on a loaded machine the save's 5 s budget can refuse the audit body (see trySave), and this
 * benchmark is about reads.
 */
async function seed(execute: Execute, tag: string): Promise<void> {
  const cleanAudit = sanitizeHtml(AUDIT_BODY, parsesBackTheSame);
  const cleanSmall = sanitizeHtml(SMALL_BODY, parsesBackTheSame);
  const rows: [string, string, number][] = [];
  for (let i = 0; i < ROUNDS; i++) {
    rows.push([`audit-api-${tag}-${i}`, cleanAudit, SANITIZER_VERSION]);
    rows.push([`audit-page-${tag}-${i}`, cleanAudit, SANITIZER_VERSION]);
    rows.push([`small-api-${tag}-${i}`, cleanSmall, SANITIZER_VERSION]);
    rows.push([`small-page-${tag}-${i}`, cleanSmall, SANITIZER_VERSION]);
    rows.push([`stale-api-${tag}-${i}`, AUDIT_BODY, 0]);
  }
  for (const [slug, content, version] of rows) {
    await execute(
      `insert into blog_articles (title, slug, summary, content, content_sanitizer_version, status, market, language, published_at)
       values ($1, $2, 'A benchmark article.', $3, $4, 'published', 'global', 'en', now() - interval '1 hour')`,
      [`Cold read ${slug}`, slug, content, version],
    );
  }
}

async function seedPglite(dataDir: string, tag: string): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { btree_gin } = await import('@electric-sql/pglite/contrib/btree_gin');
  const db = await PGlite.create(dataDir, { extensions: { pg_trgm, btree_gin } });
  try {
    await seed((text, params) => db.query(text, params), tag);
  } finally {
    await db.close();
  }
}

async function seedPostgres(url: string, tag: string): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await seed((text, params) => sql.unsafe(text, params), tag);
  } finally {
    await sql.end();
  }
}

const saves: string[] = [];

async function measureOne(kind: 'pglite' | 'postgres'): Promise<(string | number)[][]> {
  // Next keeps its data and page caches in the build's folder across restarts: slugs never read before.
  const tag = `${kind}-${Date.now().toString(36)}`;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ailex-bench-cold-read-'));
  const port = Number(process.env.BENCH_PORT ?? 0) || (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const dbUrl = new URL(PG_SERVER_URL);
  dbUrl.pathname = `/${PG_DB}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: path.join(dir, 'data'),
    SITE_URL: origin,
    PORT: String(port),
    NODE_ENV: 'production',
    AUTH_SECRET: 'bench-secret-'.padEnd(48, 'x'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_NAME: ADMIN.name,
    TRUSTED_PROXY_HOPS: '0',
  };
  if (kind === 'postgres') env.DATABASE_URL = dbUrl.toString();
  else delete env.DATABASE_URL;
  const admin = postgres(PG_SERVER_URL, { max: 1, onnotice: () => {} });
  let server: Awaited<ReturnType<typeof startNextServer>> | undefined;
  try {
    if (kind === 'postgres') {
      await admin.unsafe(`drop database if exists ${PG_DB} with (force)`);
      await admin.unsafe(`create database ${PG_DB}`);
      await run('npx', ['tsx', '--conditions=react-server', 'scripts/db-migrate.ts'], env);
    }
    console.log(`== cold-read: next start on ${origin} (${kind})`);
    server = await startNextServer({ port, env, healthUrl: `${origin}/api/health` });
    const login = await fetch(`${origin}/api/websiteadmin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    });
    if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
    const auth = `Bearer ${((await login.json()) as { token: string }).token}`;
    const saved = await trySave(origin, auth);
    console.log(`   the audit body saved through the API: ${saved}`);
    // PGlite is one process's: the server lets go of it while the rows are written.
    await stop(server);
    server = undefined;
    if (kind === 'pglite') await seedPglite(path.join(dir, 'data', 'pglite'), tag);
    else await seedPostgres(dbUrl.toString(), tag);
    server = await startNextServer({ port, env, healthUrl: `${origin}/api/health` });

    const targets: Target[] = [
      { name: 'empty: GET /api/health', url: () => '/api/health' },
      { name: 'small article, API', url: (i) => `/api/blog/articles/market/global/small-api-${tag}-${i}` },
      { name: '400 KB article, API', url: (i) => `/api/blog/articles/market/global/audit-api-${tag}-${i}` },
      { name: 'small article, page', url: (i) => `/blog/small-page-${tag}-${i}` },
      { name: '400 KB article, page', url: (i) => `/blog/audit-page-${tag}-${i}` },
    ];
    const rows: (string | number)[][] = [];
    for (const t of targets) {
      const bursts: Burst[] = [];
      for (let i = 0; i < ROUNDS; i++) bursts.push(await burst(origin, t.url(i)));
      rows.push(summarize(`${kind}: ${t.name}`, bursts));
    }
    // Rows as migration 0020 leaves them: the audit body under version 0, cleaned on its first read
    // (before the list below, which would clean them first).
    const stale: Burst[] = [];
    for (let i = 0; i < ROUNDS; i++)
      stale.push(await burst(origin, `/api/blog/articles/market/global/stale-api-${tag}-${i}`));
    rows.push(summarize(`${kind}: 400 KB article stored under version 0, API (one clean each)`, stale));
    // The market list, bodies included (the spec's shape): never read before, so cold once.
    rows.push(
      summarize(`${kind}: list API ?limit=20 (${ROUNDS * 3} of its bodies 400 KB)`, [
        await burst(origin, '/api/blog/articles/market/global?limit=20'),
      ]),
    );

    saves.push(`${kind}: ${saved}`);
    return rows;
  } finally {
    await stop(server);
    await rm(dir, { recursive: true, force: true });
    if (kind === 'postgres')
      await admin.unsafe(`drop database if exists ${PG_DB} with (force)`).catch(() => {});
    await admin.end();
  }
}

export async function runColdReadBench(opts: { build: boolean }): Promise<void> {
  if (opts.build && process.env.BENCH_SKIP_BUILD !== '1') {
    console.log('== building the app (next build)');
    await run('npx', ['next', 'build']);
  }
  const rows = [...(await measureOne('pglite')), ...(await measureOne('postgres'))];
  console.log(
    `\n${PARALLEL} parallel cold requests per burst, ${ROUNDS} bursts per target (a new slug each), ` +
      `/api/health asked in turn during each burst.\n`,
  );
  console.log(
    table(
      ['target', 'requests', 'errors', 'p50 ms', 'p95 ms', 'max ms', 'health p99 ms', 'health max ms'],
      rows,
    ),
  );
  console.log(`\nThe audit body saved through the admin API (savers' pool, 5 s budget): ${saves.join('; ')}`);
}
