/**
 * The scale-out benchmark (issues 20 and 34; `npm run bench -- --only=scale-out`): nginx, configured
 * with the block of docs/deploy.md read from that file, round-robin over two `next start` of one
 * production build sharing Next's cache in Redis, over PostgreSQL. The database and Redis are servers of
 * the benchmark's own (throwaway, on free ports), because it stops them. First the reference: reads
 * alone, on instance B directly and through nginx. Then, under one steady load through nginx (public
 * reads on CONNECTIONS kept-alive connections, a contact form posted every second, an admin save every
 * 2 s), three phases, each with BEFORE_S of load before its event and some after:
 * (a) a rolling restart of both instances as docs/deploy.md says (SIGTERM, wait for the exit, start,
 *     wait for /api/health/ready 200, then the other one);
 * (b) an article published, then PostgreSQL stopped at once for OUTAGE_S, then started;
 * (c) Redis stopped for OUTAGE_S, then started;
 * (d) a write storm (issue 40, point 4): STORM_EDITORS more editors saving without pause for STORM_S, each
 *     publish expiring the archive, the market index, the feed and the sitemap the readers are reading.
 * BENCH_SCALE_PHASES (a comma list of a, b, c, d; default all) runs only some of them.
 * Then every acknowledged write is looked for in the database. Writes a "Scale-out" section into
 * bench/results.md (bench/lib/scale-out-report.ts). BENCH_SKIP_BUILD=1 reuses the build in
 * NEXT_DIST_DIR (default .next).
 */
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { articlePath } from '../lib/markets';
import { insertBulkArticles } from './lib/bulk-articles';
import { ROOT } from './lib/measure';
import { startNginxProxy, upstreamEvents } from './lib/nginx-proxy';
import { freePort, run, startNextServer, stop } from './lib/processes';
import { type EditorTally, publishNow, runEditors, signInEditors, verifySaves } from './lib/scale-editors';
import { type PhaseResult, type Reference, writeScaleOutSection } from './lib/scale-out-report';
import { startThrowawayPg, startThrowawayRedis } from './lib/throwaway-services';
import { runForms, runReads, type Sample, windowFigures } from './lib/visitor-load';

const CONNECTIONS = 16;
const SEEDED = 400;
const QUIET_S = 15;
const BEFORE_S = 10;
const OUTAGE_S = Number(process.env.BENCH_OUTAGE_S ?? 20);
const STORM_EDITORS = 5;
const STORM_S = 15;
const PHASES = new Set((process.env.BENCH_SCALE_PHASES ?? 'a,b,c,d').split(',').map((p) => p.trim()));
const ADMIN = { email: 'bench-admin@example.com', password: 'BenchAdminPass1' };
const NEXT_BIN = path.join(ROOT, 'node_modules/next/dist/bin/next');
/** The instances' output and nginx's error log, kept after the run (replaced by the next one). */
const LOGS = path.join(os.tmpdir(), 'ailex-bench-scale-out-logs');
const sleep = (s: number) => new Promise((r) => setTimeout(r, s * 1000));

interface Instance {
  name: string;
  port: number;
  origin: string;
  child: Awaited<ReturnType<typeof startNextServer>>;
}

/** Started, and resolved once it answers /api/health/ready with 200 (what the restart steps wait for). */
async function startInstance(name: string, port: number, env: NodeJS.ProcessEnv): Promise<Instance> {
  const origin = `http://127.0.0.1:${port}`;
  const logFile = path.join(LOGS, `instance-${name}.log`);
  const child = await startNextServer({ port, env, healthUrl: `${origin}/api/health/ready`, logFile });
  return { name, port, origin, child };
}

/** docs/deploy.md's restart of one instance: SIGTERM, wait for the exit, start, wait for readiness. */
async function restart(instance: Instance, env: NodeJS.ProcessEnv): Promise<string> {
  const t0 = Date.now();
  const exited = new Promise<number | string | null>((resolve) =>
    instance.child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  // The server's own process only (not its group): the signal a service manager sends.
  instance.child.kill('SIGTERM');
  const code = await exited;
  const t1 = Date.now();
  instance.child = (await startInstance(instance.name, instance.port, env)).child;
  return `${instance.name} exited ${t1 - t0} ms after SIGTERM (code ${code}), ready ${Date.now() - t1} ms later`;
}

/** One tally of every editor's saves: the steady one's and the storm's (their articles never overlap). */
function mergeTallies(first: EditorTally, ...more: EditorTally[]): EditorTally {
  const all = {
    ...first,
    articles: new Map(first.articles),
    unacknowledged: new Map(first.unacknowledged),
    samples: [...first.samples],
  };
  for (const t of more) {
    for (const [id, a] of t.articles) all.articles.set(id, a);
    for (const [id, titles] of t.unacknowledged) all.unacknowledged.set(id, titles);
    all.acknowledged += t.acknowledged;
    all.created += t.created;
    all.published += t.published;
    all.status5xx += t.status5xx;
    all.other += t.other;
    all.samples.push(...t.samples.slice(0, Math.max(0, 5 - all.samples.length)));
  }
  return all;
}

export async function runScaleOutBench({ build = true }: { build?: boolean } = {}): Promise<void> {
  const loadBefore = os.loadavg();
  await rm(LOGS, { recursive: true, force: true });
  await mkdir(LOGS, { recursive: true });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ailex-bench-scale-out-'));
  const [portA, portB, nginxPort] = [await freePort(), await freePort(), await freePort()];
  const instances: Instance[] = [];
  let nginx: Awaited<ReturnType<typeof startNginxProxy>> | undefined;
  if (build && process.env.BENCH_SKIP_BUILD !== '1') {
    console.log('== building the app (next build)');
    // Built as a deployer builds: no database or Redis at build time.
    await run(process.execPath, [NEXT_BIN, 'build'], {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
    });
  }
  console.log('== a PostgreSQL cluster and a Redis server of the benchmark');
  const pg = await startThrowawayPg();
  const redis = await startThrowawayRedis();
  try {
    const dbUrl = new URL(pg.url);
    dbUrl.pathname = '/ailex_bench';
    const admin = postgres(pg.url, { max: 1, onnotice: () => {} });
    await admin.unsafe('create database ailex_bench');
    await admin.end();
    const base: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_URL: dbUrl.toString(),
      REDIS_URL: redis.url,
      AUTH_SECRET: 'bench-scale-secret-'.padEnd(48, 'x'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_NAME: 'Bench Admin',
      TRUSTED_PROXY_HOPS: '1',
      MALLOC_ARENA_MAX: '2',
      // The public origin is nginx's (SITE_URL), chosen before the instances start.
      SITE_URL: `http://127.0.0.1:${nginxPort}`,
    };
    await run('npx', ['tsx', '--conditions=react-server', 'scripts/db-migrate.ts'], base);
    const seed = postgres(dbUrl.toString(), { max: 1, onnotice: () => {} });
    await insertBulkArticles(seed, SEEDED);
    const published = await seed<{ slug: string; market: 'global' | 'usa' | 'be-fr' | 'be-nl' }[]>`
      select slug, market from blog_articles where status = 'published' order by id limit 120`;
    await seed.end();

    const envOf = (n: string): NodeJS.ProcessEnv => ({ ...base, DATA_DIR: path.join(dir, `data-${n}`) });
    console.log(`== starting instances A (${portA}) and B (${portB}), nginx (${nginxPort})`);
    instances.push(
      ...(await Promise.all([startInstance('A', portA, envOf('a')), startInstance('B', portB, envOf('b'))])),
    );
    nginx = await startNginxProxy(dir, [portA, portB], nginxPort);
    const proxy = nginx;
    /** The pages every publish touches (archive, market index, feed, sitemap): what a write storm would make wait. */
    const listPaths = ['/blog', '/blog/usa', '/blog/rss.xml', '/sitemap.xml'];
    const paths = [...listPaths];
    paths.push(...published.map((a) => articlePath(a.market, a.slug)));
    // Every page rendered once, so the figures are of the shared cache (as after a deploy's warm-up).
    for (const p of paths) await fetch(proxy.origin + p);

    /** Reads alone for QUIET_S on `origin`: the reference the phases are read beside. */
    const quiet = async (target: string, origin: string): Promise<Reference> => {
      const samples: Sample[] = [];
      const from = Date.now();
      const stopIt = AbortSignal.timeout(QUIET_S * 1000);
      await runReads({
        origin,
        paths,
        connections: CONNECTIONS,
        signal: stopIt,
        record: (s) => samples.push(s),
      });
      return { target, seconds: QUIET_S, ...windowFigures(samples, 'read', from, Date.now()) };
    };
    console.log(`== reference: reads alone, ${QUIET_S} s each, B directly, then nginx over A and B`);
    const references = [
      await quiet('instance B alone (direct)', instances[1]!.origin),
      await quiet('nginx → A + B, reads only', proxy.origin),
    ];

    console.log(
      `== steady load: ${CONNECTIONS} connections of reads, a form every 1 s, an admin save every 2 s`,
    );
    const samples: Sample[] = [];
    const record = (s: Sample) => samples.push(s);
    const tokens = await signInEditors(proxy.origin, ADMIN, 1);
    const stormTokens = PHASES.has('d') ? await signInEditors(proxy.origin, ADMIN, STORM_EDITORS) : [];
    let stormTally: EditorTally | undefined;
    const stopLoad = new AbortController();
    const signal = stopLoad.signal;
    const reads = runReads({ origin: proxy.origin, paths, connections: CONNECTIONS, signal, record });
    const forms = runForms({ origin: proxy.origin, everyMs: 1000, signal, record });
    const onSave = (s: Omit<Sample, 'kind'>) => record({ kind: 'admin', ...s });
    const editors = runEditors({ origin: proxy.origin, tokens, signal, everyMs: 2000, onSave });

    const marks: {
      name: string;
      start: number;
      eventStart: number;
      eventEnd: number;
      end: number;
      note: string;
      writeStorm: boolean;
    }[] = [];
    const phase = async (name: string, afterS: number, event: () => Promise<string>, writeStorm = false) => {
      console.log(`== phase: ${name}`);
      const start = Date.now();
      await sleep(BEFORE_S);
      const eventStart = Date.now();
      const note = await event();
      const eventEnd = Date.now();
      console.log(`   ${note}`);
      await sleep(afterS);
      marks.push({ name, start, eventStart, eventEnd, end: Date.now(), note, writeStorm });
    };
    if (PHASES.has('a'))
      await phase('(a) rolling restart of A, then B', 10, async () => {
        const a = await restart(instances[0]!, envOf('a'));
        const b = await restart(instances[1]!, envOf('b'));
        return `${a}; ${b}`;
      });
    if (PHASES.has('b'))
      await phase(`(b) PostgreSQL down ${OUTAGE_S} s`, 15, async () => {
        // A publish just before the stop: the archive and the market index are expired as it begins.
        const published = await publishNow(
          proxy.origin,
          tokens[0]!,
          `published-before-the-outage-${Date.now()}`,
        );
        await pg.stop();
        await sleep(OUTAGE_S);
        await pg.start();
        return `an article published (${published}), then PostgreSQL stopped (fast shutdown) and started again after ${OUTAGE_S} s`;
      });
    if (PHASES.has('c'))
      await phase(`(c) Redis down ${OUTAGE_S} s`, 10, async () => {
        await redis.stop();
        await sleep(OUTAGE_S);
        await redis.start();
        return `redis-server stopped (SIGTERM) and started again (empty) after ${OUTAGE_S} s`;
      });
    if (PHASES.has('d'))
      await phase(
        `(d) write storm: ${STORM_EDITORS} more editors for ${STORM_S} s`,
        10,
        async () => {
          const storm = await runEditors({
            origin: proxy.origin,
            tokens: stormTokens,
            signal: AbortSignal.timeout(STORM_S * 1000),
            onSave,
            slugPrefix: 'scale-out-storm',
          });
          stormTally = storm;
          return `${STORM_EDITORS} editors saving without pause for ${STORM_S} s: ${storm.acknowledged} saves acknowledged (${storm.published} publishes), save p50 ${storm.p50} ms, p95 ${storm.p95} ms`;
        },
        true,
      );
    stopLoad.abort();
    const [, formTally, steadyTally] = await Promise.all([reads, forms, editors]);
    const tally = stormTally ? mergeTallies(steadyTally, stormTally) : steadyTally;

    console.log('== checking the acknowledged writes and what both instances serve');
    const check = await verifySaves(
      dbUrl.toString(),
      tally,
      instances.map((i) => i.origin),
    );
    const sql = postgres(dbUrl.toString(), { max: 1, onnotice: () => {} });
    const stored = new Set(
      (
        await sql<{ email: string }[]>`select email from contact_messages where email like 'bench-form-%'`
      ).map((r) => r.email),
    );
    await sql.end();
    const formsLost = [...formTally.acknowledged].filter((e) => !stored.has(e)).length;

    const phases: PhaseResult[] = [];
    const listReads = samples.filter((s) => listPaths.includes(s.path));
    for (const m of marks) {
      const windows = [
        ['before', m.start, m.eventStart],
        ['during', m.eventStart, m.eventEnd],
        ['after', m.eventEnd, m.end],
      ] as const;
      const listFigures = () =>
        windows.map(([label, from, to]) => {
          const f = windowFigures(listReads, 'read', from, to);
          return `${label} ${f.requests} reads, p50 ${f.p50} ms, p99 ${f.p99} ms`;
        });
      phases.push({
        name: m.name,
        writeStorm: m.writeStorm,
        note: m.writeStorm
          ? `${m.note}. Reads of the four pages every publish touches (${listPaths.join(', ')}): ${listFigures().join('; ')}`
          : m.note,
        windows: windows.map(([label, from, to]) => ({
          label,
          seconds: Math.round((to - from) / 100) / 10,
          read: windowFigures(samples, 'read', from, to),
          admin: windowFigures(samples, 'admin', from, to),
          form: windowFigures(samples, 'form', from, to),
        })),
        upstream: await upstreamEvents(proxy.errorLog, m.start, m.end),
      });
    }
    await writeScaleOutSection({
      loadBefore,
      loadAfter: os.loadavg(),
      connections: CONNECTIONS,
      paths: paths.length,
      references,
      phases,
      tally,
      check,
      forms: { acknowledged: formTally.acknowledged.size, lost: formsLost, refused: formTally.refused },
    });
  } finally {
    if (nginx) await copyFile(nginx.errorLog, path.join(LOGS, 'nginx-error.log')).catch(() => {});
    console.log(`== logs kept in ${LOGS}`);
    await nginx?.stopIt();
    await Promise.all(instances.map((i) => stop(i.child)));
    await redis.stop().catch(() => {});
    await pg.destroy();
    await rm(dir, { recursive: true, force: true });
  }
}
