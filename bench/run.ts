/**
 * `npm run bench`: every benchmark of the project, one after another. Not part of `npm test`.
 * `npm run bench -- --only=throughput,memory` runs only the named benchmarks or sections: `public`
 * (all of its sections), its sections `js`, `throughput`, `lighthouse`, `memory`, and `blog` (the
 * issue-4 benchmark, which the public one supersedes: it runs only when named), `admin-list` (the
 * admin article list over 100,000 articles on the PostgreSQL server), `images` (memory over 2,000
 * uploads, next/image latency beside nginx) and `content-scale` (sitemap, archive pages and admin list
 * at 1,000 / 10,000 / 100,000 articles) and `scale-out` (nginx with the guide's block over two instances, under
 * reads, forms and admin saves: both instances restarted in turn, then PostgreSQL and Redis each stopped
 * and started; servers of its own), `newsletter-send` (issue 39: a campaign to 10,000 subscribers through a
 * stand-in SMTP server, with a public page's p95 before and while it sends), `events` (issue 38: a
 * public page's p95 alone and beside 1,000 beacon events/s, and the rows the batched writer stored),
 * `analytics-storage` (issue 38: 10 million generated events: roll-up time, table sizes, the overview's p95);
 * only when named: `sign-in-flood`
 * (health during 40 concurrent sign-ins), `cold-read` (issue 36 point 3: the audit's 400 KB article read
 * cold by 50 parallel requests on PGlite and PostgreSQL) and `auth-flood` (issue 36: an attacker on every
 * auth route while the admin signs in from a new browser, against the build in NEXT_DIST_DIR; parameters
 * in bench/auth-flood.ts).
 */
import { runAnalyticsStorageBench } from './analytics-storage';
import { runAuthFloodBench } from './auth-flood';
import { runAdminListBench } from './admin-list';
import { runBlogBench } from './blog';
import { runColdReadBench } from './cold-read';
import { runContentScaleBench } from './content-scale';
import { runEventsBench } from './events';
import { runImagesBench } from './images';
import { runNewsletterSendBench } from './newsletter-send';
import { PUBLIC_SECTIONS, runPublicBench } from './public';
import { runScaleOutBench } from './scale-out';
import { runSignInFloodBench } from './sign-in-flood';

const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
  .filter(Boolean);
const publicSections = new Set(
  PUBLIC_SECTIONS.filter((s) => !only || only.includes('public') || only.includes(s)),
);

/** Each runs when `--only` names it, or on a plain run unless `whenNamed`. */
const BENCHES: { name: string; run: () => Promise<unknown>; whenNamed?: boolean }[] = [
  { name: 'public', run: () => runPublicBench(publicSections) },
  { name: 'blog', run: runBlogBench, whenNamed: true },
  // Reuses the build the public benchmark just made; builds its own when run alone.
  { name: 'admin-list', run: () => runAdminListBench({ build: publicSections.size === 0 }) },
  {
    name: 'images',
    run: () => runImagesBench({ build: publicSections.size === 0 && !only?.includes('admin-list') }),
  },
  // Issue 27: 1,000 / 10,000 / 100,000 articles on PostgreSQL; reuses the build like the two above.
  {
    name: 'content-scale',
    run: () =>
      runContentScaleBench({
        build: publicSections.size === 0 && !only?.includes('admin-list') && !only?.includes('images'),
      }),
  },
  // Issue 20: reuses the build like the ones above.
  {
    name: 'scale-out',
    run: () =>
      runScaleOutBench({
        build:
          publicSections.size === 0 &&
          !['admin-list', 'images', 'content-scale'].some((n) => only?.includes(n)),
      }),
  },
  // Issue 39: a campaign to 10,000 subscribers through a stand-in SMTP server; reuses the build like the ones above.
  {
    name: 'newsletter-send',
    run: () =>
      runNewsletterSendBench({
        build:
          publicSections.size === 0 &&
          !['admin-list', 'images', 'content-scale', 'scale-out'].some((n) => only?.includes(n)),
      }),
  },
  // Issue 38: a public page's p95 alone and beside 1,000 beacon events/s; reuses the build like the ones above.
  {
    name: 'events',
    run: () =>
      runEventsBench({
        build:
          publicSections.size === 0 &&
          !['admin-list', 'images', 'content-scale', 'scale-out', 'newsletter-send'].some((n) =>
            only?.includes(n),
          ),
      }),
  },
  // Issue 38: 10 million generated events on PostgreSQL, in this process (no build).
  { name: 'analytics-storage', run: runAnalyticsStorageBench },
  // Issue 36 point 4: a built server's /api/health during 40 concurrent sign-ins (its own build, .next-hash).
  { name: 'sign-in-flood', run: runSignInFloodBench, whenNamed: true },
  // Issue 36 point 3: only when named; builds unless BENCH_SKIP_BUILD=1.
  { name: 'cold-read', run: () => runColdReadBench({ build: true }), whenNamed: true },
  // Issue 36: long (15 minutes per hops value by default) and needs a build made beforehand.
  { name: 'auth-flood', run: runAuthFloodBench, whenNamed: true },
];

async function main() {
  const known = [...BENCHES.map((b) => b.name), ...PUBLIC_SECTIONS];
  const unknown = only?.filter((n) => !known.includes(n)) ?? [];
  if (unknown.length)
    throw new Error(`unknown benchmark ${unknown.join(', ')}: expected ${known.join(', ')}`);
  for (const b of BENCHES) {
    const runIt = b.name === 'public' ? publicSections.size > 0 : only ? only.includes(b.name) : !b.whenNamed;
    if (runIt) await b.run();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
