/** The "Scale-out" section of bench/results.md, written by bench/scale-out.ts. */
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ROOT, table } from './measure';
import type { UpstreamEvent } from './nginx-proxy';
import type { EditorTally, verifySaves } from './scale-editors';
import type { WindowFigures } from './visitor-load';

const START = '<!-- scale-out:start -->';
const END = '<!-- scale-out:end -->';

export type Reference = WindowFigures & { target: string; seconds: number };

export interface PhaseResult {
  name: string;
  /** Phase (d): its read p99 is a goal beside reads alone (issue 40, point 4). */
  writeStorm: boolean;
  note: string;
  windows: {
    label: 'before' | 'during' | 'after';
    seconds: number;
    read: WindowFigures;
    admin: WindowFigures;
    form: WindowFigures;
  }[];
  upstream: Record<UpstreamEvent, number>;
}

const errorsText = (f: WindowFigures) =>
  Object.entries(f.errors)
    .map(([code, n]) => `${n} ${code}`)
    .join(', ') || '0';
const writesText = (f: WindowFigures) =>
  `${f.requests} / ${f.status5xx - f.status503} / ${f.status503} / ${errorsText(f)}`;
const sum = (p: PhaseResult, pick: (w: PhaseResult['windows'][number]) => number) =>
  p.windows.reduce((n, w) => n + pick(w), 0);
/** The phase's 5xx answers by window, path (or method, for admin saves) and status. */
const failedText = (p: PhaseResult) =>
  p.windows
    .flatMap((w) =>
      [w.read, w.admin, w.form].flatMap((f) =>
        Object.entries(f.failedPaths).map(([what, n]) => `${n} × ${what} (${w.label})`),
      ),
    )
    .join(', ') || 'none';
const goal = (v: number) => (v === 0 ? 'yes' : 'NO');

export async function writeScaleOutSection(r: {
  loadBefore: number[];
  loadAfter: number[];
  connections: number;
  paths: number;
  references: Reference[];
  phases: PhaseResult[];
  tally: EditorTally;
  check: Awaited<ReturnType<typeof verifySaves>>;
  forms: { acknowledged: number; lost: number; refused: string[] };
}): Promise<void> {
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT }).toString().trim();
  const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(' / ');
  const goals: (string | number)[][] = [];
  for (const p of r.phases) {
    const reads5xx = sum(p, (w) => w.read.status5xx);
    const writes502 = sum(p, (w) => w.admin.status502 + w.form.status502);
    const writesOther5xx = sum(p, (w) => w.admin.status5xx + w.form.status5xx);
    goals.push([`${p.name}: 5xx to visitors' reads (cached pages), goal 0`, reads5xx, goal(reads5xx)]);
    if (p.name.includes('PostgreSQL')) {
      const writes503 = sum(p, (w) => w.admin.status503 + w.form.status503);
      goals.push([
        `${p.name}: writes answered 502, goal 0 (503 expected: ${writes503})`,
        writes502,
        goal(writes502),
      ]);
    } else goals.push([`${p.name}: writes answered 5xx, goal 0`, writesOther5xx, goal(writesOther5xx)]);
    const during = p.windows.find((w) => w.label === 'during');
    const readsOnly = r.references.at(-1);
    if (p.writeStorm && during && readsOnly) {
      // Issue 40, point 4: a write never makes readers wait.
      const ratio = during.read.p99 / readsOnly.p99;
      goals.push([
        `${p.name}: read p99 ${during.read.p99} ms beside reads only ${readsOnly.p99} ms, goal ≤ 2×`,
        `${ratio.toFixed(2)}×`,
        ratio <= 2 ? 'yes' : 'NO',
      ]);
    }
  }
  goals.push(
    ['admin saves acknowledged and missing afterwards, goal 0', r.check.missing, goal(r.check.missing)],
    ['contact forms acknowledged and missing afterwards, goal 0', r.forms.lost, goal(r.forms.lost)],
    ['published articles not served by both instances, goal 0', r.check.notVisible, goal(r.check.notVisible)],
  );
  const md = [
    '## Scale-out (issues 20, 34 and 40)',
    '',
    `\`npm run bench -- --only=scale-out\` (bench/scale-out.ts). Commit ${commit}, ${new Date().toISOString()},`,
    `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}. Load average before ${load(r.loadBefore)}, after ${load(r.loadAfter)}.`,
    'nginx with the block of docs/deploy.md (read from it) round-robin over two `next start` of one build; Redis',
    'shared cache and PostgreSQL are servers of the benchmark (stopped in phases b and c). Load through nginx:',
    `${r.connections} kept-alive connections of reads cycling over ${r.paths} public URLs (archive, feed, sitemap, articles),`,
    'all rendered once before; a contact form posted every second; an admin save (create, edit, publish) every 2 s.',
    'Phase (d), the write storm (issue 40), adds 5 editors saving without pause: every publish touches the archive,',
    'the market index, the feed and the sitemap the readers are reading.',
    '',
    table(['goal', 'result', 'met'], goals),
    '',
    'Reference, reads alone (nothing else running):',
    '',
    table(
      ['reads alone', 'seconds', 'requests', 'p50 ms', 'p99 ms', '5xx', 'errors'],
      r.references.map((f) => [f.target, f.seconds, f.requests, f.p50, f.p99, f.status5xx, errorsText(f)]),
    ),
    '',
    ...r.phases.flatMap((p) => [
      `### ${p.name}`,
      '',
      `${p.note}. nginx's error log over the phase: ${Object.entries(p.upstream)
        .map(([k, n]) => `${n} ${k}`)
        .join(', ')}. 5xx by path: ${failedText(p)}.`,
      '',
      table(
        [
          'window',
          's',
          'reads',
          'p50 ms',
          'p99 ms',
          'read 5xx',
          'read errors',
          'admin saves: n / 5xx not 503 / 503 / errors',
          'forms: n / 5xx not 503 / 503 / errors',
        ],
        p.windows.map((w) => [
          w.label,
          w.seconds,
          w.read.requests,
          w.read.p50,
          w.read.p99,
          w.read.status5xx,
          errorsText(w.read),
          writesText(w.admin),
          writesText(w.form),
        ]),
      ),
      '',
    ]),
    `Admin saves: ${r.tally.acknowledged} acknowledged (${r.tally.created} created, ${r.tally.published} published),`,
    `${r.tally.status5xx} answered 5xx, ${r.tally.other} other failures${r.tally.samples.length ? ` (${r.tally.samples.join('; ')})` : ''}.`,
    `Checked afterwards: ${r.check.articles} articles against their last acknowledged title and status, ${r.check.publishedChecked}`,
    `published ones fetched from A and from B directly. Contact forms: ${r.forms.acknowledged} acknowledged, each looked`,
    `for by its email${r.forms.refused.length ? `; refused other than 503: ${r.forms.refused.join('; ')}` : ''}.`,
    '',
  ].join('\n');
  console.log(`\n${md}`);
  const resultsPath = path.join(ROOT, 'bench/results.md');
  const current = await readFile(resultsPath, 'utf8').catch(() => '');
  const section = `${START}\n${md}${END}\n`;
  const at = current.indexOf(START);
  const next =
    at >= 0
      ? `${current.slice(0, at)}${section}${current.slice(current.indexOf(END) + END.length + 1)}`
      : `${current.trimEnd()}\n\n${section}`;
  await writeFile(resultsPath, next);
}
