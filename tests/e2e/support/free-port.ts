import { execFileSync } from 'node:child_process';

// Binds port 0 on the loopback address the e2e servers listen on, prints the port the system chose, and
// closes. Run in a child process so that the caller stays synchronous: playwright.config.ts cannot await.
const PICK_PORT = `
const server = require('node:net').createServer();
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(String(server.address().port));
  server.close();
});`;

/** A TCP port free on 127.0.0.1 at the time of the call. */
export function freePortSync(): number {
  const port = Number(execFileSync(process.execPath, ['-e', PICK_PORT], { encoding: 'utf8' }));
  if (!Number.isInteger(port) || port <= 0) throw new Error(`could not pick a free port (got ${port})`);
  return port;
}
