import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { apiAuth } from '../admin/portal';
import { blogStrings } from '../../../lib/blog/i18n';
import { MARKET_CASES } from './markets';

/*
 * Every public page carries its main content in place in the HTML, on its first render and after a
 * revalidation: a crawler or a reader without JavaScript sees it, not a spinner. React
 * moves a completed Suspense boundary (a `loading.tsx`) out of line once the page passes about 12.8 KB,
 * so the pages here are long on purpose: the fallback would come first and the content would sit in
 * a `<div hidden id="S:0">` for a script to swap in.
 */

// Every language's loading text, so a fallback in any market is caught.
const LOADING = /Loading article|Chargement de|laden\.\.\./;

/** The body as a crawler reads it: without the inline scripts (the RSC data repeats every text). */
function bodyHtml(html: string): string {
  const body = html.slice(html.indexOf('<body'));
  return body.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
}

/** Fetches `path` as a crawler would (no JavaScript) and checks that each text is in place. */
async function expectInPlace(request: APIRequestContext, path: string, texts: string[], status = 200) {
  const res = await request.get(path, { headers: { 'user-agent': 'Googlebot/2.1' } });
  expect(res.status(), path).toBe(status);
  const body = bodyHtml(await res.text());
  for (const text of texts) {
    const at = body.indexOf(text);
    expect(at, `${path}: '${text}' in the HTML`).toBeGreaterThan(0);
    const before = body.slice(0, at);
    expect(before, `${path}: no loading fallback before '${text}'`).not.toMatch(LOADING);
    expect(before, `${path}: '${text}' is not in a hidden streamed segment`).not.toContain(
      '<div hidden id="S:',
    );
  }
  expect(body, `${path}: no hidden streamed segment`).not.toContain('<div hidden id="S:');
}

/** Opens `path` in a browser with JavaScript off: the h1 and each text are visible, no loading text. */
async function expectVisibleWithoutJs(browser: Browser, path: string, h1: string, texts: string[] = []) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(h1);
  for (const text of texts) await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
  await expect(page.getByText(LOADING)).toHaveCount(0);
  await context.close();
}

/**
 * A market's 404 as a crawler gets it: status 404, noindex, and 'Article Not Found' with its link back
 * to the blog in place (Next's empty `<html id="__next_error__">` shell carries neither).
 */
async function expectNotFoundInPlace(
  request: APIRequestContext,
  path: string,
  t: { notFoundTitle: string; backToBlog: string },
) {
  await expectInPlace(request, path, [`>${t.notFoundTitle}</h1>`, `>${t.backToBlog}</a>`], 404);
  const html = await (await request.get(path)).text();
  expect(html, `${path}: not the error shell`).not.toContain('__next_error__');
  expect(html, `${path}: noindex`).toContain('<meta name="robots" content="noindex"/>');
}

/** About 24 KB of body: well past React's 12.8 KB progressive chunk size. */
const longBody = (marker: string) =>
  Array.from(
    { length: 120 },
    (_, i) =>
      `<p>${marker} paragraph ${i + 1}. A solo practitioner keeps the docket, the billing and the research in one place so that nothing is missed before the hearing.</p>`,
  ).join('');

test('the home page and a state page carry their content in the HTML, with or without JavaScript', async ({
  request,
  browser,
}) => {
  await expectInPlace(request, '/', ['<h1', 'Your AI Legal Associate', 'id="pricing"', 'id="faq"']);
  await expectInPlace(request, '/tx', ['<h1', 'The AI Legal Associate Built for Texas Solo Lawyers.']);
  await expectVisibleWithoutJs(browser, '/', 'Your AI Legal Associate');
  await expectVisibleWithoutJs(browser, '/tx', 'Texas');
});

test('each market index, article and 404 is content-first on first and repeated hits, and after a publish, an edit and a delete revalidate them', async ({
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const headers = await apiAuth(request);
  const stamp = Date.now();
  const created: string[] = [];
  try {
    for (const m of MARKET_CASES) {
      // 'e2e-publish-': blog-pages.spec.ts, run meanwhile by the other worker, leaves these articles alone.
      const slug = `e2e-publish-crawl-${m.code}-${stamp}`;
      const payload = (title: string, marker: string) => ({
        title,
        slug,
        summary: `Summary of ${title}.`,
        content: longBody(marker),
        status: 'published',
        market: m.code,
        language: m.lang,
        isTranslation: false,
      });
      const t = blogStrings(m.lang);

      // An unknown article: the first hit renders and caches the 404, the second is served from the cache.
      const missing = `${m.base}/no-such-article-${stamp}`;
      for (let i = 0; i < 2; i += 1) await expectNotFoundInPlace(request, missing, t);
      const path = `${m.base}/${slug}`;
      await expectNotFoundInPlace(request, path, t);

      // Publish: the write revalidates the index and the article (its cached 404 included).
      const title = `Crawlable ${m.code} ${stamp}`;
      const res = await request.post('/api/admin/blog/articles', {
        headers,
        data: payload(title, `First-${m.code}`),
      });
      expect(res.status()).toBe(201);
      const { article } = await res.json();
      created.push(article.id);

      // Twice each: the regeneration's own answer, then the HTML the cache serves to everyone after it.
      for (let i = 0; i < 2; i += 1) {
        await expectInPlace(request, m.base, ['<h1', `>${title}</a>`]);
        await expectInPlace(request, path, [
          `>${title}</h1>`,
          `First-${m.code} paragraph 1.`,
          `First-${m.code} paragraph 120.`,
        ]);
      }

      // Edit: revalidated again.
      const edited = `Edited ${m.code} ${stamp}`;
      const put = await request.put(`/api/admin/blog/articles/${article.id}`, {
        headers,
        data: payload(edited, `Second-${m.code}`),
      });
      expect(put.status()).toBe(200);
      for (let i = 0; i < 2; i += 1) {
        await expectInPlace(request, m.base, ['<h1', `>${edited}</a>`]);
        await expectInPlace(request, path, [
          `>${edited}</h1>`,
          `Second-${m.code} paragraph 1.`,
          `Second-${m.code} paragraph 120.`,
        ]);
      }
      await expectVisibleWithoutJs(browser, m.base, m.title.split('&')[0]!.trim(), [edited]);
      await expectVisibleWithoutJs(browser, path, edited, [`Second-${m.code} paragraph 120.`]);

      // Deleting the article revalidates its path: it now answers the market's 404, in place.
      const del = await request.delete(`/api/admin/blog/articles/${article.id}`, { headers });
      expect(del.status()).toBe(200);
      created.splice(created.indexOf(article.id), 1);
      for (let i = 0; i < 2; i += 1) await expectNotFoundInPlace(request, path, t);
      for (let i = 0; i < 2; i += 1) await expectNotFoundInPlace(request, missing, t);
      await expectVisibleWithoutJs(browser, missing, t.notFoundTitle, [t.notFoundMessage, t.backToBlog]);
    }
  } finally {
    for (const id of created) await request.delete(`/api/admin/blog/articles/${id}`, { headers });
  }
});
