/**
 * Issue 36, point 1: an anonymous attacker floods every auth route while the admin signs in from a new
 * browser (no device cookie) a few times; every one of those sign-ins must succeed. Against `next start`
 * (the build in NEXT_DIST_DIR, made once beforehand) on a fresh PostgreSQL database, once per
 * TRUSTED_PROXY_HOPS value. With hops 0 every client shares the address "unknown"; with hops 1 the
 * attacker writes a new X-Forwarded-For on every request (the worst case for the account-wide ceiling)
 * and the admin comes from addresses of their own.
 *
 * Parameters (environment): AUTH_FLOOD_MINUTES (15), AUTH_FLOOD_PER_ROUTE (1000 requests per route over
 * that time), AUTH_FLOOD_HOPS ("0,1"), AUTH_FLOOD_SIGN_INS (minutes, "1,5,14"). The admin's sign-in
 * takes the mailed link when the password is refused: the link is read from the outbox the server
 * writes (DATA_DIR/outbox, no SMTP_URL), as the owner would read their mail.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { freePort, run, start, stop, waitForOk } from './lib/processes';

const PG_SERVER_URL = process.env.ADMIN_BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ADMIN = { email: 'flood-admin@example.com', password: 'FloodAdminPass1', name: 'Flood Admin' };
const ROUTES = [
  'login',
  'login/2fa',
  'forgot-password',
  'validate-reset-token',
  'reset-password',
  'sign-in-link',
] as const;
type Route = (typeof ROUTES)[number];

/** The p-th percentile of unsorted values (0 when there are none). */
function pct(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const numberList = (value: string | undefined, fallback: number[]) =>
  value ? value.split(',').map(Number) : fallback;

const token = () => randomBytes(32).toString('base64url');
const forged = () => `${randomInt(1, 224)}.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** One attacker request of `route`; with hops 1 from a new forged address each time. */
function attack(origin: string, route: Route, hops: number): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json', origin };
  // With hops 1 the server believes the last entry; with hops 0 it believes none (the same "unknown").
  headers['x-forwarded-for'] = hops === 0 ? forged() : `${forged()}, ${forged()}`;
  const post = (body: unknown) =>
    fetch(`${origin}/api/websiteadmin/${route}`, { method: 'POST', headers, body: JSON.stringify(body) });
  switch (route) {
    case 'login':
      // Mostly the admin's email (locks, the account-wide ceiling), some strangers' (the per-address limit).
      return post({
        email: Math.random() < 0.8 ? ADMIN.email : `nobody${randomInt(1e9)}@example.com`,
        password: `Guess-${randomInt(1e9)}`,
      });
    case 'login/2fa':
      return post({
        challenge: `${token()}.${token()}.${token()}`,
        code: String(randomInt(1e6)).padStart(6, '0'),
      });
    case 'forgot-password':
      return post({ email: Math.random() < 0.5 ? ADMIN.email : `nobody${randomInt(1e9)}@example.com` });
    case 'validate-reset-token':
      return fetch(`${origin}/api/websiteadmin/validate-reset-token/${token()}`, { headers });
    case 'reset-password':
      return post({ token: token(), newPassword: 'Attacker123' });
    case 'sign-in-link':
      return post({ token: token() });
  }
}

/** Outbox files whose link one of the admin's sign-ins has taken. */
const claimedMails = new Set<string>();

async function outboxFiles(dir: string): Promise<string[]> {
  return (await readdir(path.join(dir, 'outbox')).catch(() => [])).filter((f) => f.endsWith('.eml')).sort();
}

/**
 * The newest sign-in link mailed to the admin that is not in `seen`, waiting up to AUTH_FLOOD_MAIL_WAIT_S
 * (300) seconds for it: the link is mailed after the answer, and a flooded server answers late.
 */
async function awaitSignInLink(dataDir: string, seen: Set<string>): Promise<string | null> {
  // Sign-ins may overlap on a slow server: each takes a link no other has taken (any live one works).
  const deadline = Date.now() + Number(process.env.AUTH_FLOOD_MAIL_WAIT_S ?? 300) * 1000;
  while (Date.now() < deadline) {
    for (const file of (await outboxFiles(dataDir)).reverse()) {
      if (seen.has(file) || claimedMails.has(file)) continue;
      const mail = (await readFile(path.join(dataDir, 'outbox', file), 'utf8'))
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      const link = mail.includes(`To: ${ADMIN.email}`) && mail.match(/\?link=([A-Za-z0-9_-]{43})/)?.[1];
      if (link) {
        claimedMails.add(file);
        return link;
      }
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return null;
}

interface SignInOutcome {
  atMinute: number;
  ok: boolean;
  via: 'password' | 'mailed link' | 'failed';
  ms: number;
  detail: string;
}

/** The admin on a new browser: no device cookie, and with hops 1 an address of their own. */
async function adminSignsIn(
  origin: string,
  dataDir: string,
  hops: number,
  atMinute: number,
): Promise<SignInOutcome> {
  const started = performance.now();
  const headers: Record<string, string> = { 'content-type': 'application/json', origin };
  if (hops > 0) headers['x-forwarded-for'] = `192.0.2.${10 + (Math.round(atMinute * 10) % 200)}`;
  const seen = new Set(await outboxFiles(dataDir));
  const res = await fetch(`${origin}/api/websiteadmin/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  const ms = () => Math.round(performance.now() - started);
  if (res.status === 200) {
    const body = (await res.json()) as { success?: boolean };
    return { atMinute, ok: body.success === true, via: 'password', ms: ms(), detail: '200' };
  }
  const refusal = `${res.status} ${(await res.text()).slice(0, 80)}`;
  const link = await awaitSignInLink(dataDir, seen);
  if (!link) return { atMinute, ok: false, via: 'failed', ms: ms(), detail: `${refusal}; no link mailed` };
  const spent = await fetch(`${origin}/api/websiteadmin/sign-in-link`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ token: link }),
  });
  const body = (await spent.json().catch(() => ({}))) as { success?: boolean; token?: string };
  const verified =
    body.token &&
    (await fetch(`${origin}/api/admin/verify`, { headers: { authorization: `Bearer ${body.token}` } })).ok;
  return {
    atMinute,
    ok: spent.status === 200 && body.success === true && verified === true,
    via: 'mailed link',
    ms: ms(),
    detail: `password: ${refusal}; link: ${spent.status}`,
  };
}

interface FloodResult {
  hops: number;
  minutes: number;
  perRoute: number;
  sent: Record<Route, Record<string, number>>;
  signIns: SignInOutcome[];
  healthIdle: { p50: number; p99: number };
  healthFlood: { p50: number; p99: number; max: number };
}

async function sampleHealth(origin: string, until: () => boolean, everyMs: number): Promise<number[]> {
  const times: number[] = [];
  while (!until()) {
    const t = performance.now();
    await fetch(`${origin}/api/health`).catch(() => undefined);
    times.push(performance.now() - t);
    await new Promise((r) => setTimeout(r, everyMs));
  }
  return times;
}

async function floodOnce(hops: number, minutes: number, perRoute: number, signInMinutes: number[]) {
  const dbName = `i36lock_flood_h${hops}`;
  const dir = await mkdtemp(path.join(os.tmpdir(), `ailex-auth-flood-h${hops}-`));
  const port = Number(process.env.AUTH_FLOOD_PORT ?? (await freePort()));
  const origin = `http://127.0.0.1:${port}`;
  const dbUrl = new URL(PG_SERVER_URL);
  dbUrl.pathname = `/${dbName}`;
  const dataDir = path.join(dir, 'data');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: dbUrl.toString(),
    DATA_DIR: dataDir,
    SITE_URL: origin,
    PORT: String(port),
    NODE_ENV: 'production',
    AUTH_SECRET: 'bench-secret-'.padEnd(48, 'x'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_NAME: ADMIN.name,
    TRUSTED_PROXY_HOPS: String(hops),
  };
  delete env.SMTP_URL;
  const pg = postgres(PG_SERVER_URL, { max: 1, onnotice: () => {} });
  await pg.unsafe(`drop database if exists ${dbName} with (force)`);
  await pg.unsafe(`create database ${dbName}`);
  let server: ReturnType<typeof start> | undefined;
  // The server's own complaints (a background mail that failed, a 500) are part of the result.
  const serverErrors: string[] = [];
  try {
    await run('npx', ['tsx', '--conditions=react-server', 'scripts/db-migrate.ts'], env);
    console.log(`== auth flood, TRUSTED_PROXY_HOPS=${hops}: next start on ${origin}`);
    const nextBin = path.resolve(__dirname, '../node_modules/next/dist/bin/next');
    server = start(
      process.execPath,
      [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'],
      env,
      (chunk) => serverErrors.push(...chunk.split('\n').filter((l) => /error|failed|warn/i.test(l))),
    );
    await waitForOk(`${origin}/api/health`, 180_000);

    let idleDone = false;
    const idleTimer = setTimeout(() => (idleDone = true), 10_000);
    const idle = await sampleHealth(origin, () => idleDone, 100);
    clearTimeout(idleTimer);

    const durationMs = minutes * 60_000;
    const started = Date.now();
    const sent = Object.fromEntries(ROUTES.map((r) => [r, {}])) as FloodResult['sent'];
    const pending: Promise<unknown>[] = [];
    const intervalMs = durationMs / perRoute;
    // Each route on its own even schedule, offset so the routes interleave.
    const attackers = ROUTES.map(async (route, i) => {
      await new Promise((r) => setTimeout(r, (intervalMs * i) / ROUTES.length));
      for (let n = 0; n < perRoute; n++) {
        const due = started + (intervalMs * i) / ROUTES.length + n * intervalMs;
        const wait = due - Date.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        pending.push(
          attack(origin, route, hops)
            .then(async (res) => {
              await res.arrayBuffer();
              return String(res.status);
            })
            .catch((err: unknown) => `error ${err instanceof Error ? err.message : String(err)}`)
            .then((key) => (sent[route][key] = (sent[route][key] ?? 0) + 1)),
        );
      }
    });
    const signIns = signInMinutes.map(async (m) => {
      await new Promise((r) => setTimeout(r, Math.max(0, started + m * 60_000 - Date.now())));
      // A server too busy to answer within undici's 5 minutes is a failed sign-in, not a crashed run.
      const outcome = await adminSignsIn(origin, dataDir, hops, m).catch((err: unknown): SignInOutcome => ({
        atMinute: m,
        ok: false,
        via: 'failed',
        ms: Math.round(Date.now() - started - m * 60_000),
        detail: `no answer: ${err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err)}`,
      }));
      console.log(
        `   minute ${m}: ${outcome.ok ? 'signed in' : 'KEPT OUT'} via ${outcome.via} (${outcome.detail})`,
      );
      return outcome;
    });
    let floodDone = false;
    const health = sampleHealth(origin, () => floodDone, 500);
    await Promise.all(attackers);
    await Promise.all(pending);
    const outcomes = await Promise.all(signIns);
    floodDone = true;
    const floodHealth = await health;
    const result: FloodResult = {
      hops,
      minutes,
      perRoute,
      sent,
      signIns: outcomes,
      healthIdle: { p50: pct(idle, 50), p99: pct(idle, 99) },
      healthFlood: {
        p50: pct(floodHealth, 50),
        p99: pct(floodHealth, 99),
        max: Math.max(...floodHealth),
      },
    };
    if (serverErrors.length) console.log(`   server log:\n${serverErrors.slice(0, 40).join('\n')}`);
    return result;
  } finally {
    await stop(server);
    await rm(dir, { recursive: true, force: true });
    await pg.unsafe(`drop database if exists ${dbName} with (force)`).catch(() => {});
    await pg.end();
  }
}

function report(r: FloodResult): string {
  const lines = [
    `### TRUSTED_PROXY_HOPS=${r.hops}: ${r.perRoute} requests per route over ${r.minutes} min`,
    '',
    '| admin sign-in at minute | result | via | time (ms) | answers |',
    '|---|---|---|---|---|',
    ...r.signIns.map(
      (s) => `| ${s.atMinute} | ${s.ok ? 'signed in' : 'KEPT OUT'} | ${s.via} | ${s.ms} | ${s.detail} |`,
    ),
    '',
    '| attacker route | answers (status: count) |',
    '|---|---|',
    ...ROUTES.map(
      (route) =>
        `| ${route} | ${Object.entries(r.sent[route])
          .map(([k, v]) => `${k}: ${v}`)
          .join(', ')} |`,
    ),
    '',
    `/api/health: idle p50 ${r.healthIdle.p50.toFixed(1)} ms, p99 ${r.healthIdle.p99.toFixed(1)} ms; ` +
      `during the flood p50 ${r.healthFlood.p50.toFixed(1)} ms, p99 ${r.healthFlood.p99.toFixed(1)} ms, ` +
      `max ${r.healthFlood.max.toFixed(1)} ms.`,
  ];
  return lines.join('\n');
}

/** Runs the flood once per hops value; throws when any of the admin's sign-ins failed. */
export async function runAuthFloodBench(): Promise<void> {
  const minutes = Number(process.env.AUTH_FLOOD_MINUTES ?? 15);
  const perRoute = Number(process.env.AUTH_FLOOD_PER_ROUTE ?? 1000);
  const hopsValues = numberList(process.env.AUTH_FLOOD_HOPS, [0, 1]);
  const signIns = numberList(process.env.AUTH_FLOOD_SIGN_INS, [1, 5, 14]);
  const results: FloodResult[] = [];
  for (const hops of hopsValues) results.push(await floodOnce(hops, minutes, perRoute, signIns));
  console.log(`\n${results.map(report).join('\n\n')}\n`);
  const failed = results.flatMap((r) =>
    r.signIns.filter((s) => !s.ok).map((s) => `hops ${r.hops} minute ${s.atMinute}`),
  );
  if (failed.length) throw new Error(`the admin was kept out: ${failed.join(', ')}`);
}
