/**
 * Runs every integration test on its own (`jest -t '^full name$'`, one Jest process per test) and reports
 * the tests that fail alone, i.e. that lean on rows or state an earlier test in their file left behind.
 *
 *   npx tsx scripts/check-test-isolation.ts [test files...]   (default: every integration file)
 *
 * Needs NODE_OPTIONS=--experimental-vm-modules like the integration suite; TEST_DATABASE_URL picks the
 * database as usual. Slow by design (a fresh database per test): run it when changing many tests.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

interface JestJson {
  numPassedTests: number;
  numFailedTests: number;
  testResults: { name: string; assertionResults: { fullName: string; status: string }[] }[];
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'ailex-isolation-'));
let runs = 0;

function jest(args: string[]): JestJson {
  const out = path.join(tmp, `run-${++runs}.json`);
  const run = spawnSync(
    'npx',
    ['jest', '--selectProjects', 'integration', '--ci', '--json', `--outputFile=${out}`, ...args],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  try {
    return JSON.parse(readFileSync(out, 'utf8')) as JestJson;
  } catch {
    console.error(`jest ${args.join(' ')} wrote no results:\n${run.stderr.slice(-3000)}`);
    return { numPassedTests: 0, numFailedTests: 1, testResults: [] };
  }
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// One full run lists the tests (and shows how many pass together).
const all = jest(process.argv.slice(2));
const tests = all.testResults.flatMap((file) =>
  file.assertionResults.map((t) => ({ file: file.name, name: t.fullName, together: t.status })),
);
console.log(`${tests.length} tests; ${all.numPassedTests} pass when their files run whole`);

const failedAlone: string[] = [];
for (const t of tests) {
  const alone = jest([t.file, '-t', `^${escape(t.name)}$`]);
  const ok = alone.numPassedTests === 1 && alone.numFailedTests === 0;
  if (!ok) failedAlone.push(`${path.relative(process.cwd(), t.file)} › ${t.name}`);
  console.log(`${ok ? 'pass' : 'FAIL'} alone: ${t.name}`);
}
rmSync(tmp, { recursive: true, force: true });
console.log(`\n${tests.length - failedAlone.length} of ${tests.length} tests pass alone`);
for (const f of failedAlone) console.log(`  fails alone: ${f}`);
process.exit(failedAlone.length ? 1 : 0);
