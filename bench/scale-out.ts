/**
 * Issue 20's scale-out benchmark (`npm run bench -- --only=scale-out`): nginx, configured as
 * docs/deploy.md says, round-robin over two `next start` of one production build, sharing Next's cache
 * in Redis (database BENCH_REDIS_DB, 14 by default, flushed before and after) over a database of its own
 * on the local PostgreSQL server. For BENCH_SCALE_DURATION (60) s: public reads at 50 connections through
 * nginx, 5 editors creating, editing and publishing articles through the admin API, and instance A
 * restarted (SIGTERM, wait for its exit, start again, wait for /api/health) in the middle. Then
 * reads against B alone and through nginx, 20 s each, with nothing else running. Reports the 5xx
 * count, acknowledged saves missing from the database, published articles not served by both
 * instances, req/s and p95; writes a "Scale-out" section into bench/results.md.
 * BENCH_SKIP_BUILD=1 reuses the build in NEXT_DIST_DIR (default .next).
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { createClient } from 'redis';
import { articlePath } from '../lib/markets';
import { insertBulkArticles } from './lib/bulk-articles';
import { percentile, ROOT, table } from './lib/measure';
import { startNginxProxy } from './lib/nginx-proxy';
import { freePort, run, startNextServer, stop } from './lib/processes';
import { type EditorTally, runEditors, signInEditors, verifySaves } from './lib/scale-editors';

const PG_SERVER_URL = process.env.ADMIN_BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'ailex_bench_scale_out';
const REDIS_URL = `redis://127.0.0.1:6379/${process.env.BENCH_REDIS_DB ?? '14'}`;
const DURATION_S = Number(process.env.BENCH_SCALE_DURATION ?? 60);
const QUIET_S = 20;
const CONNECTIONS = 50;
const EDITORS = 5;
const SEEDED = 400;
const ADMIN = { email: 'bench-admin@example.com', password: 'BenchAdminPass1' };
const NEXT_BIN = path.join(ROOT, 'node_modules/next/dist/bin/next');
const START = '<!-- scale-out:start -->';
const END = '<!-- scale-out:end -->';

interface ReadFigures {
  target: string;
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  status5xx: number;
  otherNon2xx: number;
  errors: number;
}

/** Public reads at 50 connections over `paths`, every response's status and time kept. */
async function reads(
  target: string,
  origin: string,
  paths: string[],
  durationS: number,
): Promise<ReadFigures> {
  const times: number[] = [];
  let status5xx = 0;
  let otherNon2xx = 0;
  const r = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: durationS,
    requests: paths.map((p) => ({ path: p })),
  }).on('response', (_c, status, _bytes, ms) => {
    times.push(ms);
    if (status >= 500) status5xx++;
    else if (status >= 300) otherNon2xx++;
  });
  times.sort((a, b) => a - b);
  const at = (p: number) => Math.round((percentile(times, p) ?? 0) * 10) / 10;
  return {
    target,
    requests: times.length,
    requestsPerSecond: Math.round(times.length / durationS),
    p50: at(50),
    p95: at(95),
    p99: at(99),
    status5xx,
    otherNon2xx,
    errors: r.errors + r.timeouts,
  };
}

interface Instance {
  name: string;
  port: number;
  origin: string;
  child: Awaited<ReturnType<typeof startNextServer>>;
}

async function startInstance(name: string, port: number, env: NodeJS.ProcessEnv): Promise<Instance> {
  const origin = `http://127.0.0.1:${port}`;
  const child = await startNextServer({ port, env, healthUrl: `${origin}/api/health` });
  return { name, port, origin, child };
}

/** The rolling restart docs/deploy.md describes: SIGTERM, wait for the exit, start again, wait for health. */
async function restart(
  instance: Instance,
  env: NodeJS.ProcessEnv,
): Promise<{ stopMs: number; startMs: number; code: number | string | null }> {
  const t0 = Date.now();
  const exited = new Promise<number | string | null>((resolve) =>
    instance.child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  // The server's own process only (not its group): the signal a service manager sends.
  instance.child.kill('SIGTERM');
  const code = await exited;
  const t1 = Date.now();
  instance.child = (await startInstance(instance.name, instance.port, env)).child;
  return { stopMs: t1 - t0, startMs: Date.now() - t1, code };
}

async function withAdminSql<T>(action: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(PG_SERVER_URL, { max: 1, onnotice: () => {} });
  try {
    return await action(sql);
  } finally {
    await sql.end();
  }
}

export async function runScaleOutBench({ build = true }: { build?: boolean } = {}): Promise<void> {
  const loadBefore = os.loadavg();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ailex-bench-scale-out-'));
  const dbUrl = new URL(PG_SERVER_URL);
  dbUrl.pathname = `/${DB_NAME}`;
  const [portA, portB] = [await freePort(), await freePort()];
  const redis = createClient({ url: REDIS_URL });
  const instances: Instance[] = [];
  let nginx: Awaited<ReturnType<typeof startNginxProxy>> | undefined;
  const base: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URL: dbUrl.toString(),
    REDIS_URL,
    AUTH_SECRET: 'bench-scale-secret-'.padEnd(48, 'x'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_NAME: 'Bench Admin',
    TRUSTED_PROXY_HOPS: '1',
    MALLOC_ARENA_MAX: '2',
  };
  try {
    if (build && process.env.BENCH_SKIP_BUILD !== '1') {
      console.log('== building the app (next build)');
      // Built as a deployer builds: no database or Redis at build time.
      await run(process.execPath, [NEXT_BIN, 'build'], {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
      });
    }
    await redis.connect();
    await redis.flushDb();
    await withAdminSql(async (sql) => {
      await sql.unsafe(`drop database if exists ${DB_NAME} with (force)`);
      await sql.unsafe(`create database ${DB_NAME}`);
    });
    await run('npx', ['tsx', '--conditions=react-server', 'scripts/db-migrate.ts'], {
      ...base,
      SITE_URL: 'http://127.0.0.1',
    });
    const seed = postgres(dbUrl.toString(), { max: 1, onnotice: () => {} });
    await insertBulkArticles(seed, SEEDED);
    const published = await seed<{ slug: string; market: 'global' | 'usa' | 'be-fr' | 'be-nl' }[]>`
      select slug, market from blog_articles where status = 'published' order by id limit 120`;
    await seed.end();

    // The public origin is nginx's, chosen before the instances start (SITE_URL).
    const nginxPort = await freePort();
    const siteEnv = (n: string): NodeJS.ProcessEnv => ({
      ...base,
      SITE_URL: `http://127.0.0.1:${nginxPort}`,
      DATA_DIR: path.join(dir, `data-${n}`),
    });
    console.log(`== starting instances A (${portA}) and B (${portB})`);
    instances.push(
      ...(await Promise.all([
        startInstance('A', portA, siteEnv('a')),
        startInstance('B', portB, siteEnv('b')),
      ])),
    );
    nginx = await startNginxProxy(dir, [portA, portB], nginxPort);
    const paths = [
      '/blog',
      '/blog/usa',
      '/blog/rss.xml',
      '/sitemap.xml',
      ...published.map((a) => articlePath(a.market, a.slug)),
    ];
    // Every page rendered once, so the figures are of the shared cache (as after a deploy's warm-up).
    for (const p of paths) await fetch(nginx.origin + p);

    console.log(
      `== mixed load: ${DURATION_S} s of reads at ${CONNECTIONS} connections + ${EDITORS} editors, A restarted midway`,
    );
    const tokens = await signInEditors(nginx.origin, ADMIN, EDITORS);
    const stopEditors = new AbortController();
    const editors = runEditors({ origin: nginx.origin, tokens, signal: stopEditors.signal });
    const mixedReads = reads(
      'nginx → A + B, mixed load with a restart of A',
      nginx.origin,
      paths,
      DURATION_S,
    );
    await new Promise((r) => setTimeout(r, (DURATION_S * 1000) / 3));
    console.log('== restarting A (SIGTERM, then start)');
    const restartFigures = await restart(instances[0]!, siteEnv('a'));
    console.log(
      `   A stopped in ${restartFigures.stopMs} ms (exit ${restartFigures.code}), healthy again ${restartFigures.startMs} ms later`,
    );
    const mixed = await mixedReads;
    stopEditors.abort();
    const tally: EditorTally = await editors;

    console.log('== checking the acknowledged saves and what both instances serve');
    const check = await verifySaves(
      dbUrl.toString(),
      tally,
      instances.map((i) => i.origin),
    );

    console.log(`== reads alone, ${QUIET_S} s each: B directly, then nginx over A and B`);
    const alone = await reads('instance B alone (direct)', instances[1]!.origin, paths, QUIET_S);
    const both = await reads('nginx → A + B, reads only', nginx.origin, paths, QUIET_S);

    const loadAfter = os.loadavg();
    await writeSection({
      loadBefore,
      loadAfter,
      mixed,
      alone,
      both,
      tally,
      check,
      restartFigures,
      paths: paths.length,
    });
  } finally {
    await nginx?.stopIt();
    await Promise.all(instances.map((i) => stop(i.child)));
    await redis.flushDb().catch(() => {});
    await redis.close().catch(() => {});
    await withAdminSql((sql) => sql.unsafe(`drop database if exists ${DB_NAME} with (force)`)).catch(
      () => {},
    );
    await rm(dir, { recursive: true, force: true });
  }
}

async function writeSection(r: {
  loadBefore: number[];
  loadAfter: number[];
  mixed: ReadFigures;
  alone: ReadFigures;
  both: ReadFigures;
  tally: EditorTally;
  check: Awaited<ReturnType<typeof verifySaves>>;
  restartFigures: Awaited<ReturnType<typeof restart>>;
  paths: number;
}): Promise<void> {
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT }).toString().trim();
  const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(' / ');
  const total5xx = r.mixed.status5xx + r.tally.status5xx;
  const goal = (v: number) => (v === 0 ? 'yes' : 'NO');
  const md = [
    '## Scale-out (issue 20)',
    '',
    `\`npm run bench -- --only=scale-out\` (bench/scale-out.ts). Commit ${commit}, ${new Date().toISOString()},`,
    `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}. Load average before ${load(r.loadBefore)}, after ${load(r.loadAfter)}.`,
    `nginx (the block of docs/deploy.md) round-robin over two \`next start\` of one build, Redis shared cache, PostgreSQL`,
    `on 127.0.0.1. Reads: ${CONNECTIONS} connections cycling over ${r.paths} public URLs (archive, feed, sitemap, articles),`,
    `all rendered once before. Editors: ${EDITORS} at once, each creating a draft, editing it, publishing it, in a loop.`,
    `Instance A restarted at ${Math.round(DURATION_S / 3)} s: stopped ${r.restartFigures.stopMs} ms after SIGTERM (exit ${r.restartFigures.code}), healthy ${r.restartFigures.startMs} ms after that.`,
    '',
    table(
      ['goal', 'result', 'met'],
      [
        ['5xx answers (reads + editors), goal 0', total5xx, goal(total5xx)],
        ['acknowledged saves missing afterwards, goal 0', r.check.missing, goal(r.check.missing)],
        [
          'published articles not visible on both instances, goal 0',
          r.check.notVisible,
          goal(r.check.notVisible),
        ],
      ],
    ),
    '',
    table(
      ['reads', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', '5xx', 'other non-2xx', 'errors'],
      [r.mixed, r.alone, r.both].map((f) => [
        f.target,
        f.requests,
        f.requestsPerSecond,
        f.p50,
        f.p95,
        f.p99,
        f.status5xx,
        f.otherNon2xx,
        f.errors,
      ]),
    ),
    '',
    `Editors: ${r.tally.acknowledged} saves acknowledged (${r.tally.created} created, ${r.tally.published} published),`,
    `${r.tally.status5xx} answered 5xx, ${r.tally.other} other failures${r.tally.samples.length ? ` (${r.tally.samples.join('; ')})` : ''};`,
    `save p50 ${r.tally.p50} ms, p95 ${r.tally.p95} ms. Checked afterwards: ${r.check.articles} articles in the database against`,
    `their last acknowledged title and status, ${r.check.publishedChecked} published ones fetched from A and from B directly.`,
    '',
  ].join('\n');
  console.log(`\n${md}`);
  const resultsPath = path.join(ROOT, 'bench/results.md');
  const current = await readFile(resultsPath, 'utf8').catch(() => '');
  const section = `${START}\n${md}${END}\n`;
  const at = current.indexOf(START);
  const next =
    at >= 0
      ? `${current.slice(0, at)}${section}${current.slice(current.indexOf(END) + END.length + 1)}`
      : `${current.trimEnd()}\n\n${section}`;
  await writeFile(resultsPath, next);
}
