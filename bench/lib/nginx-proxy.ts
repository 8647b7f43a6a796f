/**
 * nginx in front of app instances with the configuration docs/deploy.md gives: the benchmark reads the
 * ```nginx block of that guide and changes only what a loopback run must (the upstream ports, the
 * listen line without TLS, the server name), so what is measured is what deployers are told to use.
 */
import { chmod, readFile } from 'node:fs/promises';
import path from 'node:path';
import { NGINX, ROOT, runNginx } from './measure';

/** The guide's nginx block, with its two upstream servers on `ports` and its server on `listenPort`. */
async function deployGuideNginxServer(ports: [number, number], listenPort: number): Promise<string> {
  const guide = await readFile(path.join(ROOT, 'docs/deploy.md'), 'utf8');
  const block = /```nginx\n([\s\S]*?)```/.exec(guide)?.[1];
  if (!block) throw new Error('docs/deploy.md has no ```nginx block');
  const swaps: [string, string][] = [
    ['server 127.0.0.1:3001 ', `server 127.0.0.1:${ports[0]} `],
    ['server 127.0.0.1:3002 ', `server 127.0.0.1:${ports[1]} `],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${listenPort};`],
    ['server_name www.example.com;', 'server_name 127.0.0.1;'],
  ];
  let conf = block;
  for (const [from, to] of swaps) {
    if (!conf.includes(from)) throw new Error(`docs/deploy.md's nginx block no longer has "${from}"`);
    conf = conf.replace(from, to);
  }
  return conf;
}

export interface NginxProxy {
  origin: string;
  /** Its error log: what went wrong between nginx and the instances (refused, reset, …). */
  errorLog: string;
  stopIt: () => Promise<void>;
}

export type UpstreamEvent =
  'refused' | 'reset' | 'closed early' | 'timed out' | 'no live upstreams' | 'other';

/** The error log's lines (level error and above) in [from, to), by kind; times are to the second. */
export async function upstreamEvents(
  errorLog: string,
  from: number,
  to: number,
): Promise<Record<UpstreamEvent, number>> {
  const counts: Record<UpstreamEvent, number> = {
    refused: 0,
    reset: 0,
    'closed early': 0,
    'timed out': 0,
    'no live upstreams': 0,
    other: 0,
  };
  const text = await readFile(errorLog, 'utf8').catch(() => '');
  for (const line of text.split('\n')) {
    const m = /^(\d{4})\/(\d\d)\/(\d\d) (\d\d:\d\d:\d\d) \[(error|crit|alert|emerg)\]/.exec(line);
    if (!m) continue;
    // nginx writes local time; whole seconds, so the window's edges are widened to them.
    const at = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}`).getTime();
    if (at < Math.floor(from / 1000) * 1000 || at >= to) continue;
    const kind: UpstreamEvent = line.includes('(111: Connection refused)')
      ? 'refused'
      : line.includes('(104: Connection reset by peer)')
        ? 'reset'
        : line.includes('upstream prematurely closed')
          ? 'closed early'
          : line.includes('timed out')
            ? 'timed out'
            : line.includes('no live upstreams')
              ? 'no live upstreams'
              : 'other';
    counts[kind]++;
  }
  return counts;
}

/** nginx (run as its own process with a config in `dir`, not the system service) over two instances. */
export async function startNginxProxy(
  dir: string,
  ports: [number, number],
  port: number,
): Promise<NginxProxy> {
  if (!NGINX) throw new Error('nginx is not installed: apt-get install -y nginx-light');
  // The workers drop to an unprivileged user: let them reach the temp paths (large answers are buffered there).
  await chmod(dir, 0o755);
  const origin = `http://127.0.0.1:${port}`;
  const stopIt = await runNginx(
    NGINX,
    dir,
    4096,
    await deployGuideNginxServer(ports, port),
    `${origin}/api/health`,
  );
  return { origin, errorLog: path.join(dir, 'nginx-error.log'), stopIt };
}
