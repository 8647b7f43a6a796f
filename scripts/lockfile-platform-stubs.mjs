// Adds lock entries for other platforms' optional native packages (next/swc, tailwind oxide, ...)
// that this machine's npm registry does not carry at the locked version. Without them `npm ci`
// refuses the lockfile ("Missing: ... from lock file"); with them it skips them as optional, like
// any foreign-platform binary. Run after `npm install` changes package-lock.json.
import { readFileSync, writeFileSync } from 'node:fs';
import { execSync } from 'node:child_process';

let output = '';
try {
  output = execSync('npm ci --dry-run --ignore-scripts --no-audit --no-fund 2>&1', { encoding: 'utf8' });
} catch (err) {
  output = String(err.stdout ?? '');
}
const missing = [...output.matchAll(/Missing: (\S+?)@\S* from lock file/g)].map((m) => m[1]);
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
let added = 0;
for (const name of missing) {
  const key = `node_modules/${name}`;
  if (lock.packages[key]) continue;
  const parent = Object.values(lock.packages).find((meta) => meta.optionalDependencies?.[name]);
  if (!parent) continue;
  lock.packages[key] = { version: parent.optionalDependencies[name].replace(/^[\^~]/, ''), optional: true };
  added += 1;
}
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lockfile: ${added} optional platform entries added`);
