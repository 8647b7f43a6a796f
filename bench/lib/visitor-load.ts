/**
 * The scale-out benchmark's steady load through nginx (issue 34): public reads on N kept-alive
 * connections, a public form posted every second, and (beside it, bench/lib/scale-editors.ts) an admin
 * save every 2 s. Every answer is kept with the time it arrived, its status (0 for a network error) and
 * the error's code, so a phase's windows (before, during, after an outage) can be read afterwards.
 */
import http from 'node:http';
import { percentile } from './measure';

export type SampleKind = 'read' | 'admin' | 'form';

export interface Sample {
  kind: SampleKind;
  /** When the answer (or the error) arrived, ms since the epoch. */
  at: number;
  ms: number;
  /** HTTP status, 0 when no answer came (reset, refused, timeout). */
  status: number;
  error?: string;
  path: string;
}

const READ_TIMEOUT_MS = 15_000;

interface Answer {
  status: number;
  body: string;
  error?: string;
}

/** One request with node:http, so a reset is told from a refusal or a timeout (err.code). */
function request(
  url: URL,
  opts: {
    agent?: http.Agent;
    method?: string;
    headers?: http.OutgoingHttpHeaders;
    body?: string;
    localAddress?: string;
  },
): Promise<Answer> {
  return new Promise((resolve) => {
    const req = http.request(
      url,
      {
        method: opts.method ?? 'GET',
        agent: opts.agent,
        headers: opts.headers,
        localAddress: opts.localAddress,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        res.on('error', (err: NodeJS.ErrnoException) =>
          resolve({ status: 0, body, error: err.code ?? err.message }),
        );
      },
    );
    req.setTimeout(READ_TIMEOUT_MS, () =>
      req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })),
    );
    req.on('error', (err: NodeJS.ErrnoException) =>
      resolve({ status: 0, body: '', error: err.code ?? err.message }),
    );
    req.end(opts.body);
  });
}

/** Reads on `connections` kept-alive connections, cycling over `paths`, until `signal` aborts. */
export async function runReads(opts: {
  origin: string;
  paths: string[];
  connections: number;
  signal: AbortSignal;
  record: (s: Sample) => void;
  /** Each connection waits this long after each answer: a paced load below the server's capacity. */
  pauseMs?: number;
}): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
  let next = 0;
  await Promise.all(
    Array.from({ length: opts.connections }, async () => {
      while (!opts.signal.aborted) {
        const path = opts.paths[next++ % opts.paths.length]!;
        const started = Date.now();
        const a = await request(new URL(path, opts.origin), { agent });
        opts.record({
          kind: 'read',
          at: Date.now(),
          ms: Date.now() - started,
          status: a.status,
          error: a.error,
          path,
        });
        if (opts.pauseMs) await new Promise((r) => setTimeout(r, opts.pauseMs));
      }
    }),
  );
  agent.destroy();
}

/**
 * The contact form, posted every `everyMs` until `signal` aborts, each time from another loopback
 * address (127.0.1.x: nginx passes it as the client's, so the per-address limit of 10 posts is not
 * what is measured) with an email of its own. Returns the emails whose post was acknowledged (2xx).
 */
export async function runForms(opts: {
  origin: string;
  everyMs: number;
  signal: AbortSignal;
  record: (s: Sample) => void;
}): Promise<{ acknowledged: Set<string>; refused: string[] }> {
  const acknowledged = new Set<string>();
  const refused: string[] = [];
  for (let n = 1; !opts.signal.aborted; n++) {
    const started = Date.now();
    const email = `bench-form-${n}@example.com`;
    const a = await request(new URL('/api/public/contact', opts.origin), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: opts.origin },
      body: JSON.stringify({ firstName: 'Bench', lastName: `Visitor ${n}`, email, message: `Form ${n}` }),
      localAddress: `127.0.1.${(n % 250) + 1}`,
    });
    opts.record({
      kind: 'form',
      at: Date.now(),
      ms: Date.now() - started,
      status: a.status,
      error: a.error,
      path: '/api/public/contact',
    });
    if (a.status >= 200 && a.status < 300) acknowledged.add(email);
    else if (a.status !== 503 && refused.length < 5)
      refused.push(`${a.status || a.error} ${a.body.slice(0, 100)}`);
    await new Promise((r) => setTimeout(r, Math.max(0, started + opts.everyMs - Date.now())));
  }
  return { acknowledged, refused };
}

export interface WindowFigures {
  requests: number;
  p50: number;
  p99: number;
  status5xx: number;
  status503: number;
  status502: number;
  /** No answer: code → count (ECONNRESET, ECONNREFUSED, TIMEOUT, …). */
  errors: Record<string, number>;
  /** The 5xx answers by path and status ("/blog 500" → count). */
  failedPaths: Record<string, number>;
}

/** Figures of the samples of `kind` that arrived in [from, to). */
export function windowFigures(
  samples: readonly Sample[],
  kind: SampleKind,
  from: number,
  to: number,
): WindowFigures {
  const picked = samples.filter((s) => s.kind === kind && s.at >= from && s.at < to);
  const times = picked.map((s) => s.ms).sort((a, b) => a - b);
  const errors: Record<string, number> = {};
  const failedPaths: Record<string, number> = {};
  for (const s of picked) {
    if (s.status === 0) errors[s.error ?? '?'] = (errors[s.error ?? '?'] ?? 0) + 1;
    const key = `${s.path} ${s.status}`;
    if (s.status >= 500) failedPaths[key] = (failedPaths[key] ?? 0) + 1;
  }
  return {
    requests: picked.length,
    p50: percentile(times, 50) ?? 0,
    p99: percentile(times, 99) ?? 0,
    status5xx: picked.filter((s) => s.status >= 500).length,
    status503: picked.filter((s) => s.status === 503).length,
    status502: picked.filter((s) => s.status === 502).length,
    errors,
    failedPaths,
  };
}
