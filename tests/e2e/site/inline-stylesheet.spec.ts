import { expect, test, waitForHydration } from './fixtures';
import { apiAuth, articlePayload, createArticle } from '../admin/portal';
import { DASHBOARD, signIn } from '../admin/support';

/*
 * Issue 40 point 1: a public page's first paint waits for no stylesheet request. Its stylesheet is in
 * the HTML's <head>, once (not again in the page's inline RSC data), and the browser's scripts do not
 * carry it; the portal keeps its linked stylesheets.
 */

const PUBLIC_PAGES = [
  '/',
  '/tx',
  '/login',
  '/security-whitepaper',
  '/blog',
  '/blog/belgium-fr',
  '/no-such-page',
];

/** A rule only the public stylesheet has (app/(site)/site.css), as the minifier writes it. */
const MARKER = '@keyframes site-marquee{';

for (const path of PUBLIC_PAGES) {
  test(`${path}: the stylesheet is inside the page's <head>, once, and nothing links one`, async ({
    request,
  }) => {
    const res = await request.get(path);
    expect([200, 404]).toContain(res.status());
    const html = await res.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
    expect(head).toMatch(/<style data-precedence="default" data-href="ailex-public">/);
    expect(head).toContain(MARKER);
    expect(html.split(MARKER).length - 1).toBe(1);
  });
}

test('an article of the blog has its stylesheet inline too', async ({ request }) => {
  const headers = await apiAuth(request);
  const slug = `inline-css-${Date.now()}`;
  const article = await createArticle(request, headers, articlePayload(slug, { status: 'published' }));
  const html = await (await request.get(`/blog/${slug}`)).text();
  expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
  expect(html.slice(0, html.indexOf('</head>'))).toContain(MARKER);
  // The blog's own rules (components/blog/blog.css) are in the same stylesheet.
  expect(html).toContain('<span class="blog-meta">');
  expect(html).toContain('.blog-meta{');
  expect((await request.delete(`/api/admin/blog/articles/${article.id}`, { headers })).status()).toBe(200);
});

test('the styles hold after hydration and a client-side navigation; no script carries them', async ({
  page,
}) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r.text());
  });
  await page.goto('/');
  await waitForHydration(page);
  const state = () =>
    page.evaluate(() => ({
      styles: [...document.querySelectorAll('style[data-href="ailex-public"]')].length,
      links: document.querySelectorAll('link[rel="stylesheet"]').length,
      // A Tailwind class of the header: applied only if the stylesheet is.
      headerPosition: getComputedStyle(document.querySelector('header')!).position,
    }));
  expect(await state()).toEqual({ styles: 1, links: 0, headerPosition: 'fixed' });
  // The header's Login link is a client-side navigation within the site's layout.
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await state()).toEqual({ styles: 1, links: 0, headerPosition: 'fixed' });
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(0);
  for (const body of bodies) expect(body).not.toContain(MARKER);
});

test('the portal keeps its linked stylesheets and has no public inline one', async ({ page }) => {
  await signIn(page);
  await page.goto(DASHBOARD);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.locator('link[rel="stylesheet"]').count()).toBeGreaterThan(0);
  await expect(page.locator('style[data-href="ailex-public"]')).toHaveCount(0);
});
