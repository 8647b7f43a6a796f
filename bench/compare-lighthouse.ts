/**
 * Lighthouse (mobile defaults, median of BENCH_LIGHTHOUSE_ROUNDS, default 5, pages round-robin) with
 * both throttling methods side by side (issue 40 point 5), and JavaScript per page, for servers that
 * are already running, in one run: an empty Next page (the floor), the app before a change and after
 * it. Every page's LCP and performance are also given as their distance from the floor's of the same
 * method. For a before/after beside the floor without the full public benchmark's builds (issue 25).
 *
 *   EMPTY=http://127.0.0.1:4100 BEFORE=http://127.0.0.1:4101 AFTER=http://127.0.0.1:4102 \
 *     npx tsx bench/compare-lighthouse.ts / /blog /blog/docketing-system-small-firms
 *
 * LIGHTHOUSE_METHODS=simulate or =devtools runs one method only. EXTRA="name=url name=url" adds single
 * pages to the same rounds (a variant of a page served by hand, say), measured for Lighthouse only.
 */
import { measurePageJs } from './js-bytes';
import { table, type ThrottlingMethod } from './lib/measure';
import { runLighthouse } from './lib/public-lighthouse';

async function main() {
  const paths = process.argv.slice(2);
  const origins = { empty: process.env.EMPTY, before: process.env.BEFORE, after: process.env.AFTER };
  if (!origins.empty || !origins.after || paths.length === 0)
    throw new Error('set EMPTY and AFTER (BEFORE optional) and name the paths');
  const servers = Object.entries(origins).filter((e): e is [string, string] => !!e[1]);
  const jsRows: (string | number)[][] = [];
  const floorJs = (await measurePageJs(origins.empty, ['/']))[0]!;
  jsRows.push(['empty page (floor)', (floorJs.gzipBytes / 1024).toFixed(1), 0]);
  for (const [name, origin] of servers.filter(([n]) => n !== 'empty')) {
    for (const js of await measurePageJs(origin, paths)) {
      jsRows.push([
        `${name} ${js.path}`,
        (js.gzipBytes / 1024).toFixed(1),
        ((js.gzipBytes - floorJs.gzipBytes) / 1024).toFixed(1),
      ]);
    }
  }
  const pages = [
    { page: 'empty page (floor)', url: `${origins.empty}/` },
    ...servers
      .filter(([n]) => n !== 'empty')
      .flatMap(([name, origin]) => paths.map((p) => ({ page: `${name} ${p}`, url: origin + p }))),
    ...(process.env.EXTRA ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((entry) => {
        const at = entry.indexOf('=');
        return { page: entry.slice(0, at), url: entry.slice(at + 1) };
      }),
  ];
  const methods = (process.env.LIGHTHOUSE_METHODS ?? 'simulate,devtools')
    .split(',')
    .filter((m): m is ThrottlingMethod => m === 'simulate' || m === 'devtools');
  const rounds = Number(process.env.BENCH_LIGHTHOUSE_ROUNDS ?? 5);
  const results = [];
  for (const method of methods) results.push({ method, rows: await runLighthouse(pages, rounds, method) });
  console.log(table(['page', 'KB gzip', 'vs floor KB'], jsRows));
  for (const { method, rows } of results) {
    const floor = rows[0]!;
    console.log();
    console.log(`Lighthouse, --throttling-method=${method}, median of ${rounds}`);
    console.log(
      table(
        [
          'page',
          'runs',
          'perf',
          'vs floor',
          'LCP ms',
          'vs floor ms',
          'TBT ms',
          'CLS',
          'a11y',
          'best pr.',
          'SEO',
        ],
        rows.map((r) => [
          r.page,
          r.runs,
          r.performance,
          r.performance - floor.performance,
          r.lcpMs,
          r.lcpMs - floor.lcpMs,
          r.tbtMs,
          r.cls,
          r.accessibility,
          r.bestPractices,
          r.seo,
        ]),
      ),
    );
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
