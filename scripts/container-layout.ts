// The container image without Docker: lays out the Dockerfile's final stage from a standalone build and
// prints (with --run: runs) the command that starts it as the image would, as its non-root user with a
// read-only root filesystem and the cache volume the one writable path (scripts/container/image-layout.ts).
// Needs root (a mount namespace and setpriv), and a build made with NEXT_OUTPUT=standalone:
//
//   NEXT_OUTPUT=standalone SITE_URL=http://localhost:3000 npm run build
//   npx tsx scripts/container-layout.ts --into /tmp/ailex-image --run   # then add the server's env
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
const env = Object.entries(layout.env).map(([k, v]) => `${k}=${v}`);
console.info(
  `laid out in ${layout.root}; started as the image starts it with:\n  env ${env.join(' ')} ${command.join(' ')}`,
);
if (values.run) {
  const result = spawnSync(command[0]!, command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, ...layout.env },
  });
  process.exit(result.status ?? 1);
}
