/**
 * The long-article sanitizer benchmark (issue 22 point 4, issue 24 point 1): realistic bodies of 250 KB,
 * 500 KB and 1 MB (tests/helpers/long-article-body.ts) through the article sanitizer as it was (two
 * DOMPurify passes over jsdom) and as the worker runs it now (depth check with parse5, one pass, a parse5
 * round trip in place of the second: docs/adr/0079), interleaved in one process so that both see the
 * same machine. Prints milliseconds per size (best of SANITIZE_BENCH_RUNS, default 3) and the ratio.
 *
 * Run: npx tsx bench/sanitize-long-article.ts
 */
import { nestsDeeperThan, parsesBackTheSame } from '../lib/sanitize-html-checks.mjs';
import { sanitizeHtml } from '../lib/sanitize-html-core.mjs';
import { longArticleBody } from '../tests/helpers/long-article-body';

const RUNS = Number(process.env.SANITIZE_BENCH_RUNS ?? 3);

function best(run: () => void): number {
  let fastest = Infinity;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    run();
    fastest = Math.min(fastest, performance.now() - start);
  }
  return Math.round(fastest);
}

sanitizeHtml('<p>warm</p>');
console.log(
  '| body | words | two passes (before) ms | depth check + one pass + round trip (now) ms | ratio |',
);
console.log('|---|---|---|---|---|');
for (const size of [250_000, 500_000, 1_000_000]) {
  const body = longArticleBody(size);
  const words = body.replace(/<[^>]+>/g, ' ').split(/\s+/).length;
  const before = best(() => sanitizeHtml(body));
  const now = best(() => {
    if (nestsDeeperThan(body, 100)) throw new Error('a realistic body is never too deep');
    sanitizeHtml(body, parsesBackTheSame);
  });
  console.log(
    `| ${Math.round(body.length / 1000)} KB | ${words} | ${before} | ${now} | ${(before / now).toFixed(2)} |`,
  );
}
