/**
 * Issue 34, the drain measured apart from Next (not part of `npm run bench`): two plain Node servers,
 * each its own process, behind nginx with docs/deploy.md's block; 16 connections (half GETs, half POSTs)
 * through nginx while each server is restarted 6 times in turn (SIGTERM: server.close(), exit once
 * closed, as Next does). `before` is the drain of ADR 0075 (answers close their connection, Node's
 * server.close() destroys the idle ones at once); `after` is lib/server/http/drain.ts (ADR 0100).
 * Prints the answers by method and status and nginx's upstream errors.
 *   npx tsx --conditions=react-server bench/drain-resets.ts before|after
 */
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { installConnectionDrain } from '../lib/server/http/drain';
import { startNginxProxy, upstreamEvents } from './lib/nginx-proxy';
import { freePort } from './lib/processes';

const child = process.argv[2] === 'instance';
const [mode = 'after', portArg] = process.argv.slice(child ? 3 : 2);
const ROUNDS = 6;

/** The child: one instance on `port`. */
function instance(port: number): void {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => setTimeout(() => res.end('ok'), 5 + Math.random() * 20));
  });
  server.keepAliveTimeout = 65_000;
  server.listen(port, '127.0.0.1', () => {
    if (mode === 'after') installConnectionDrain();
    else {
      let draining = false;
      const emit = http.Server.prototype.emit;
      http.Server.prototype.emit = function emitBefore(
        this: http.Server,
        event: string | symbol,
        ...args: unknown[]
      ) {
        const res = args[1];
        if (event === 'request' && draining && res instanceof http.ServerResponse)
          res.shouldKeepAlive = false;
        return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
      } as typeof emit;
      process.prependListener('SIGTERM', () => (draining = true));
    }
    process.send?.('ready');
  });
  process.on('SIGTERM', () => {
    server.close(() => process.exit(143));
    setTimeout(() => process.exit(1), 10_000).unref();
  });
}

function startInstance(port: number): Promise<ChildProcess> {
  const forked = fork(__filename, ['instance', mode, String(port)], {
    execArgv: ['--import', 'tsx', '--conditions=react-server'],
  });
  return new Promise((resolve) => forked.once('message', () => resolve(forked)));
}

async function main(): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ailex-drain-resets-'));
  const ports: [number, number] = [await freePort(), await freePort()];
  const servers = [await startInstance(ports[0]), await startInstance(ports[1])];
  const nginx = await startNginxProxy(dir, ports, await freePort());
  const from = Date.now();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const counts: Record<string, number> = {};
  const count = (key: string) => (counts[key] = (counts[key] ?? 0) + 1);
  let stop = false;
  const one = (method: 'GET' | 'POST') =>
    new Promise<void>((resolve) => {
      const req = http.request(new URL('/x', nginx.origin), { method, agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(void count(`${method} ${res.statusCode}`)));
      });
      req.on('error', (err: NodeJS.ErrnoException) => resolve(void count(`${method} ${err.code}`)));
      req.end(method === 'POST' ? '{}' : undefined);
    });
  const loops = Array.from({ length: 16 }, async (_, i) => {
    while (!stop) await one(i % 2 ? 'POST' : 'GET');
  });
  for (let round = 0; round < ROUNDS; round++)
    for (const i of [0, 1] as const) {
      await new Promise((r) => setTimeout(r, 700));
      const old = servers[i]!;
      const exited = new Promise((r) => old.once('exit', r));
      old.kill('SIGTERM');
      await exited;
      servers[i] = await startInstance(ports[i]);
    }
  stop = true;
  await Promise.all(loops);
  // nginx's log is to the second.
  await new Promise((r) => setTimeout(r, 1100));
  console.log(mode, counts, await upstreamEvents(nginx.errorLog, from, Date.now()));
  agent.destroy();
  await nginx.stopIt();
  for (const s of servers) s.kill('SIGKILL');
  await rm(dir, { recursive: true, force: true });
}

if (child) instance(Number(portArg));
else
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
