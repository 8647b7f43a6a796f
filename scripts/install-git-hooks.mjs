// `npm install`'s prepare step: installs the pre-commit hook (simple-git-hooks runs lint-staged, as set in
// package.json). Never fails the install: skipped in CI, outside a git checkout (a tarball, a Docker
// build without .git) and when SKIP_INSTALL_SIMPLE_GIT_HOOKS=1; any other problem is a warning.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

function skip(reason) {
  console.log(`[prepare] git hooks not installed: ${reason}`);
  process.exit(0);
}

if (process.env.CI) skip('CI');
if (['1', 'true'].includes(process.env.SKIP_INSTALL_SIMPLE_GIT_HOOKS ?? ''))
  skip('SKIP_INSTALL_SIMPLE_GIT_HOOKS');
const git = spawnSync('git', ['rev-parse', '--git-dir'], { stdio: 'ignore' });
if (git.error || git.status !== 0) skip('not a git checkout');

let cli;
try {
  cli = createRequire(import.meta.url).resolve('simple-git-hooks/cli.js');
} catch {
  skip('simple-git-hooks is not installed (npm install --omit=dev)');
}
const install = spawnSync(process.execPath, [cli], { stdio: 'inherit' });
if (install.error || install.status !== 0) {
  console.warn(
    '[prepare] could not install the git hooks (simple-git-hooks); run `npx simple-git-hooks` by hand.',
  );
}
