import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PageJs } from '../js-bytes';
import type { LighthouseMedian } from './public-lighthouse';
import type { MemoryResult } from './public-memory';
import { ROOT, table, type LoadResult } from './measure';

// The goals of issue 12, each against the empty page measured in the same run.
const GOALS = {
  perfPoints: 3,
  lcpMs: 500,
  tbtMs: 100,
  cls: 0.05,
  jsKb: 10,
  homeJsKb: 30,
  vsEmpty: 0.8,
  vsNginx: 0.17,
  memoryPct: 10,
  vsSameBytes: 0.9,
};

export interface OwnSizeFloor {
  page: string;
  html: number;
  floorHtml: number;
  app: LoadResult;
  floor: LoadResult;
}

export interface Report {
  header: string;
  sections: string[];
  html?: { article: number; empty: number; sameSize: number; sameBytes: number; articlePath: string };
  js?: { floor: PageJs; pages: PageJs[]; articlePaths: Record<string, string> };
  throughput?: {
    article: LoadResult;
    empty: LoadResult;
    /** The empty app's static page of about the article's size: what the framework alone does with the bytes. */
    sameSize: LoadResult;
    /** The same page at the article's whole HTML size, its inline stylesheet included (issue 40). */
    sameBytes: LoadResult;
    nginx: LoadResult | null;
    /** Other public pages, each beside the empty app's static page of its own bytes (issue 40). */
    ownSize?: OwnSizeFloor[];
  };
  lighthouse?: LighthouseMedian[];
  memory?: MemoryResult;
}

const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const mark = (ok: boolean) => (ok ? 'yes' : 'NO');

/** Commit, date and machine, with the load average: other work on the machine moves every figure. */
export async function machineHeader(): Promise<string> {
  const dirty = git('status', '--porcelain', '--untracked-files=no') ? ' (with uncommitted changes)' : '';
  const cpu = os.cpus();
  return [
    `- Commit: ${git('rev-parse', '--short', 'HEAD')}${dirty}`,
    `- Date: ${new Date().toISOString()}`,
    `- Machine: ${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, ${os.type()} ${os.release()}, Node ${process.version}`,
    `- Load average at start (1/5/15 min): ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')}`,
  ].join('\n');
}

function jsSection(js: NonNullable<Report['js']>): string {
  const floor = js.floor.gzipBytes;
  const rows = js.pages.map((p) => {
    const goal = p.path === '/' ? GOALS.homeJsKb : GOALS.jsKb;
    const isBlog = p.path.startsWith('/blog');
    const over = (p.gzipBytes - floor) / 1024;
    return [
      p.path,
      kb(p.gzipBytes),
      (over >= 0 ? '+' : '') + over.toFixed(1),
      p.path === '/' || isBlog ? `≤ +${goal}` : '(none)',
      p.path === '/' || isBlog ? mark(over <= goal) : '',
      p.chunks.length,
    ];
  });
  return [
    '## JavaScript on a fresh visit (gzip level 6, Chromium, every script response)',
    '',
    table(
      ['page', 'KB gzip', 'vs floor KB', 'goal', 'met', 'scripts'],
      [['empty page (floor)', kb(floor), '0', '', '', js.floor.chunks.length], ...rows],
    ),
  ].join('\n');
}

function throughputSection(t: NonNullable<Report['throughput']>, html: NonNullable<Report['html']>): string {
  const rows = [t.article, t.empty, t.sameSize, t.sameBytes, ...(t.nginx ? [t.nginx] : [])];
  const lines = [
    '## Throughput (autocannon, 10 connections, loopback, same run)',
    '',
    `HTML size: article ${kb(html.article)} KB, empty page ${kb(html.empty)} KB, the empty app's page of an ` +
      `article's text ${kb(html.sameSize)} KB, and of its whole HTML ${kb(html.sameBytes)} KB.`,
    '',
    table(
      ['target', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'bytes/req'],
      rows.map((r) => [r.target, r.requestsPerSecond, r.p50, r.p99, r.non2xx, r.errors, r.bytesPerRequest]),
    ),
    '',
  ];
  const vsEmpty = t.article.requestsPerSecond / t.empty.requestsPerSecond;
  const sameBytes = t.article.requestsPerSecond / t.sameBytes.requestsPerSecond;
  lines.push(
    `- article / empty page: ${vsEmpty.toFixed(2)}× (goal ≥ ${GOALS.vsEmpty}×: ${mark(vsEmpty >= GOALS.vsEmpty)})`,
    `- for reference, the framework alone: its static page of an article's size / its empty page: ` +
      `${(t.sameSize.requestsPerSecond / t.empty.requestsPerSecond).toFixed(2)}×; article / that page: ` +
      `${(t.article.requestsPerSecond / t.sameSize.requestsPerSecond).toFixed(2)}×`,
    `- article / the framework's static page of the same bytes: ${sameBytes.toFixed(2)}× ` +
      `(issue 40 goal ≥ ${GOALS.vsSameBytes}×: ${mark(sameBytes >= GOALS.vsSameBytes)})`,
  );
  if (t.ownSize?.length) {
    lines.push(
      '',
      "Other pages, each beside the framework's static page of its own bytes (issue 40):",
      '',
      table(
        ['page', 'HTML KB', 'req/s', 'floor HTML KB', 'floor req/s', 'ratio', `goal ≥ ${GOALS.vsSameBytes}×`],
        t.ownSize.map((o) => {
          const ratio = o.app.requestsPerSecond / o.floor.requestsPerSecond;
          return [
            o.page,
            kb(o.html),
            o.app.requestsPerSecond,
            kb(o.floorHtml),
            o.floor.requestsPerSecond,
            `${ratio.toFixed(2)}×`,
            mark(ratio >= GOALS.vsSameBytes),
          ];
        }),
      ),
      '',
    );
  }
  if (t.nginx) {
    const r = t.article.requestsPerSecond / t.nginx.requestsPerSecond;
    lines.push(`- article / nginx: ${r.toFixed(3)}× (goal ≥ ${GOALS.vsNginx}×: ${mark(r >= GOALS.vsNginx)})`);
  }
  return lines.join('\n');
}

function lighthouseSection(rows: LighthouseMedian[]): string {
  const floor = rows[0]!;
  const body = rows.map((r, i) => {
    const ok =
      r.performance >= floor.performance - GOALS.perfPoints &&
      r.lcpMs <= floor.lcpMs + GOALS.lcpMs &&
      r.tbtMs <= floor.tbtMs + GOALS.tbtMs &&
      r.cls < GOALS.cls &&
      r.accessibility === 100 &&
      r.bestPractices === 100 &&
      r.seo === 100;
    return [
      r.page,
      r.performance,
      r.lcpMs,
      r.tbtMs,
      r.cls,
      r.accessibility,
      r.bestPractices,
      r.seo,
      i === 0 ? '' : mark(ok),
    ];
  });
  return [
    `## Lighthouse (mobile defaults, Debian Chromium, median of ${floor.runs}, pages round-robin)`,
    '',
    `Goals against the floor: performance ≥ ${floor.performance - GOALS.perfPoints}, LCP ≤ ${floor.lcpMs + GOALS.lcpMs} ms, TBT ≤ ${floor.tbtMs + GOALS.tbtMs} ms, CLS < ${GOALS.cls}, 100 in the other three.`,
    '',
    table(['page', 'perf', 'LCP ms', 'TBT ms', 'CLS', 'a11y', 'best pr.', 'SEO', 'goals met'], body),
  ].join('\n');
}

function memorySection(m: MemoryResult): string {
  return [
    '## Memory (resident set of the next start process tree)',
    '',
    `${m.warmUpRenders} warm-up renders, then ${m.renders} article renders in ${m.batches} batches, every one a`,
    'cache miss (on-demand revalidation header), a category save between batches expiring every cached blog read.',
    '',
    `- At start: ${m.startMb} MB; after the warm-up: ${m.afterWarmUpMb} MB`,
    `- After each batch: ${m.batchMb.join(', ')} MB`,
    `- Growth after warm-up: ${m.growthAfterWarmUpPct}% (goal < ${GOALS.memoryPct}%: ${mark(m.growthAfterWarmUpPct < GOALS.memoryPct)})`,
    `- Growth over the second half (batch ${m.secondHalfFromBatch} to the last), to tell a warm-up still under way from a leak: ${m.growthSecondHalfPct}%`,
    `- Answers that were not 2xx or failed: ${m.nonRevalidated}`,
  ].join('\n');
}

/** bench/results.md on a full run; a partial run (`--only`) goes to bench/results/ beside the JSON. */
export async function writeReport(report: Report): Promise<void> {
  const parts = [
    '# Public pages benchmark (`npm run bench`)',
    '',
    report.header,
    `- Load average at end: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')}`,
    `- Sections: ${report.sections.join(', ')}`,
  ];
  if (report.js) parts.push('', jsSection(report.js));
  if (report.throughput && report.html) parts.push('', throughputSection(report.throughput, report.html));
  if (report.lighthouse) parts.push('', lighthouseSection(report.lighthouse));
  if (report.memory) parts.push('', memorySection(report.memory));
  const md = parts.join('\n') + '\n';
  console.log('\n' + md);
  const full = report.sections.length === 4;
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  await mkdir(path.join(ROOT, 'bench/results'), { recursive: true });
  await writeFile(path.join(ROOT, 'bench/results', `public-${stamp}.json`), JSON.stringify(report, null, 2));
  const file = full
    ? path.join(ROOT, 'bench/results.md')
    : path.join(ROOT, `bench/results/public-${stamp}.md`);
  await writeFile(file, md);
  console.log(`results written to ${path.relative(ROOT, file)}`);
}
