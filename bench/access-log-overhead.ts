/**
 * The access line's cost (issue 34, item 5): one server answering a tiny body, with the request hook
 * (request id, AsyncLocalStorage, access line, request metrics) installed and not, alternated in the same
 * process so that the machine's load swings hit both alike. A trivial answer is the worst case: a Next
 * page costs milliseconds, the hook the same microseconds. Run:
 *   npx tsx --conditions=react-server bench/access-log-overhead.ts > /tmp/access.log
 * (the access lines go to stdout, so to a file as under systemd; the figures to stderr).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { installRequestLog } from '@/lib/server/http/request-log';

const ROUNDS = 4;
const SECONDS = 5;

async function rate(port: number): Promise<number> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/blog?token=x`,
    connections: 10,
    duration: SECONDS,
  });
  return result.requests.average;
}

async function main(): Promise<void> {
  const server = http.createServer((_req, res) => res.end('ok'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await rate(port);
  const ratios: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const without = await rate(port);
    const undo = installRequestLog();
    const withLog = await rate(port);
    undo();
    ratios.push(withLog / without);
    process.stderr.write(
      `round ${round + 1}: ${withLog.toFixed(0)} req/s with, ${without.toFixed(0)} without: ${(withLog / without).toFixed(3)}\n`,
    );
  }
  ratios.sort((a, b) => a - b);
  process.stderr.write(`median ratio with/without: ${((ratios[1]! + ratios[2]!) / 2).toFixed(3)}\n`);
  server.close();
}

void main();
