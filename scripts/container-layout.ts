// The container image without Docker: lays out the Dockerfile's final stage from a standalone build and
// prints (with --run: runs) the command that starts it as the image would, as its non-root user with a
// read-only root filesystem and the cache volume the one writable path (scripts/container/image-layout.ts).
// Needs root (a mount namespace and setpriv), and a build made with NEXT_OUTPUT=standalone:
//
//   NEXT_OUTPUT=standalone SITE_URL=http://localhost:3000 npm run build
//   PORT=3001 HOSTNAME=127.0.0.1 DATABASE_URL=postgres://… AUTH_SECRET=… SITE_URL=http://localhost:3000 \
//     npx tsx scripts/container-layout.ts --into /tmp/ailex-image --run
//
// --dist names the build directory when it is not .next (NEXT_DIST_DIR at build time).
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { containerCommand, layOut } from './container/image-layout';

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: '.next' },
    into: { type: 'string' },
    run: { type: 'boolean', default: false },
  },
});
if (!values.into) throw new Error('--into <empty directory> is required');
const layout = layOut('Dockerfile', { checkout: process.cwd(), distDir: values.dist, into: values.into });
const command = containerCommand(layout, layout.stage.cmd);
/** Quoted for a POSIX shell, so that the printed command can be pasted as it is. */
const quote = (arg: string) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`);
const env = Object.entries(layout.env).map(([k, v]) => quote(`${k}=${v}`));
console.info(
  `laid out in ${layout.root}; the image's CMD, as the image runs it (add the server's variables, e.g. DATABASE_URL=…, before it):\n` +
    `env ${env.join(' ')} ${command.map(quote).join(' ')}`,
);
if (values.run) {
  // This process's variables (DATABASE_URL, AUTH_SECRET, SITE_URL, PORT, …) stand for `docker run -e`,
  // which override the image's ENV.
  const result = spawnSync(command[0]!, command.slice(1), {
    stdio: 'inherit',
    env: { ...layout.env, ...process.env },
  });
  process.exit(result.status ?? 1);
}
