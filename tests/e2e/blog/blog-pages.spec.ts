import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { MARKET_CASES } from './markets';

/** Axe on the settled page: mid-animation colours (cards fading in) are not what a reader sees. */
async function accessibilityViolations(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState === 'finished' || a.playState === 'idle'),
  );
  return (await new AxeBuilder({ page }).analyze()).violations;
}

for (const m of MARKET_CASES) {
  test.describe(`${m.code} blog`, () => {
    test(`the index at ${m.base} lists the market's articles in ${m.lang}, with SEO links and CDN caching`, async ({
      page,
    }) => {
      const res = await page.goto(m.base);
      expect(res?.status()).toBe(200);
      expect(res?.headers()['cache-control']).toMatch(/s-maxage=\d+/);
      await expect(page.locator('html')).toHaveAttribute('lang', m.lang);
      await expect(page.getByText(m.badge, { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.title);

      const readLinks = page.getByRole('link', { name: new RegExp(`^${m.readArticle}:`) });
      expect(await readLinks.count()).toBeGreaterThanOrEqual(3);
      for (const href of await readLinks.evaluateAll((els) => els.map((e) => e.getAttribute('href')))) {
        expect(href).toMatch(new RegExp(`^${m.base}/[a-z0-9_-]+$`));
      }
      for (const text of await page.locator('main time').allTextContents()) expect(text).toMatch(m.date);

      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${m.base}$`));
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((els) =>
          Object.fromEntries(
            els.map((e) => [e.getAttribute('hreflang'), new URL(e.getAttribute('href')!).pathname]),
          ),
        );
      expect(alternates).toEqual({
        en: '/blog',
        'en-US': '/blog/usa',
        'fr-BE': '/blog/belgium-fr',
        'nl-BE': '/blog/belgium-nl',
        'x-default': '/blog',
      });
      const feedHref = await page
        .locator('link[rel="alternate"][type="application/rss+xml"]')
        .getAttribute('href');
      expect(new URL(feedHref!).pathname).toBe(`${m.base}/rss.xml`);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        new RegExp(`/api/blog/og/${m.code}$`),
      );

      const cta = page.locator('#blog-cta-title').locator('..');
      await expect(cta.getByRole('link').first()).toHaveAttribute('href', '/login');
      expect(await accessibilityViolations(page)).toEqual([]);
    });

    test(`an article under ${m.base} renders with metadata, hreflang and BlogPosting data`, async ({
      page,
    }) => {
      await page.goto(m.base);
      // A seeded article: the other worker's specs create, rename and delete articles named e2e-… meanwhile.
      const first = page.locator(`a[aria-label^="${m.readArticle}:"]:not([href*="/e2e-"])`).first();
      const href = (await first.getAttribute('href'))!;
      const cardTitle = (await first.getAttribute('aria-label'))!.replace(`${m.readArticle}: `, '');
      await first.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(cardTitle);
      await expect(page.locator('html')).toHaveAttribute('lang', m.lang);
      await expect(page.locator('main time').first()).toHaveText(m.date);
      await expect(
        page.getByRole('link', {
          name: new RegExp(
            m.code === 'be-fr'
              ? 'Retour au blog'
              : m.code === 'be-nl'
                ? 'Terug naar de blog'
                : 'Back to Blog',
          ),
        }),
      ).toHaveAttribute('href', m.base);

      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${href}$`));
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
      await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute(
        'content',
        /^\d{4}-\d{2}-\d{2}T/,
      );
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
        'content',
        'summary_large_image',
      );
      const own = await page.locator(`link[rel="alternate"][hreflang="${m.hreflang}"]`).getAttribute('href');
      expect(new URL(own!).pathname).toBe(href);
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
      // x-default is one of the article's own versions: the global one when there is one, else the first.
      const alternates = Object.fromEntries(
        await page
          .locator('link[rel="alternate"][hreflang]')
          .evaluateAll((els) => els.map((e) => [e.getAttribute('hreflang')!, e.getAttribute('href')!])),
      ) as Record<string, string>;
      const { ['x-default']: xDefault, ...versions } = alternates;
      expect(xDefault).toBe(versions.en ?? Object.values(versions)[0]);

      const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
      expect(ld).toMatchObject({ '@type': 'BlogPosting', headline: cardTitle, publisher: { name: 'AiLex' } });
      expect(ld.inLanguage).toBe(m.hreflang);
      expect(ld.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(ld.image[0]).toMatch(/^https?:\/\//);
      // The share image answers: the featured image, or the generated 1200×630 card when there is none.
      const ogImage = await page.request.get(
        (await page.locator('meta[property="og:image"]').getAttribute('content'))!,
      );
      expect(ogImage.status()).toBe(200);
      expect(ogImage.headers()['content-type']).toMatch(/^image\/(png|jpeg)$/);
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  });
}

test('an unknown article answers 404 with Article Not Found and a way back', async ({ page }) => {
  const res = await page.goto('/blog/this-article-does-not-exist');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();
  await expect(page.getByText("The article you're looking for doesn't exist.")).toBeVisible();
  await expect(page).toHaveTitle('Article Not Found | AiLex Blog');
  await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();
  await page.getByRole('link', { name: 'Back to Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Resources for Solo Practitioners & Small Firms',
  );
});

test('the not-found page speaks the market language, and deeper paths are 404 too', async ({ page }) => {
  const res = await page.goto('/blog/belgium-nl/bestaat-niet');
  expect(res?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.getByRole('heading', { name: 'Artikel niet gevonden' })).toBeVisible();
  await expect(page).toHaveTitle('Artikel niet gevonden | AiLex Blog — België');
  await expect(page.getByRole('link', { name: 'Terug naar de blog' })).toHaveAttribute(
    'href',
    '/blog/belgium-nl',
  );
  expect((await page.goto('/blog/usa/a/b'))?.status()).toBe(404);
});

test('a slug with anything around it is not the article: /blog/{slug}%20 answers 404', async ({ page }) => {
  const slug = 'ai-assisted-legal-research-workflow';
  expect((await page.goto(`/blog/${slug}`))?.status()).toBe(200);
  for (const path of [
    `/blog/${slug}%20`,
    `/blog/%20${slug}`,
    `/blog/${slug}%09`,
    `/blog/${slug.toUpperCase()}`,
  ])
    expect((await page.goto(path))?.status(), path).toBe(404);
  // A newline in the path: Next 16.4 answers its not-found page with status 200 for any such path
  // (also /blog/no-such-thing%0A), but never the article.
  await page.goto(`/blog/${slug}%0A`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article Not Found');
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
});

test('French and Dutch pages have no English chrome: skip link and market names in their own language', async ({
  page,
}) => {
  await page.goto('/blog/belgium-fr');
  await expect(page.locator('a[href="#main"]')).toHaveText('Aller au contenu');
  const editions = page.getByRole('navigation', { name: 'Éditions du blog' });
  await expect(editions.getByRole('link', { name: /Belgique \(FR\)/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(editions.getByRole('link', { name: /België \(NL\)/ })).toHaveAttribute(
    'href',
    '/blog/belgium-nl',
  );
  await page.goto('/blog/belgium-nl');
  await expect(page.locator('a[href="#main"]')).toHaveText('Naar de inhoud');
});

test('switches language through the hreflang links of a translated article', async ({ page }) => {
  await page.goto('/blog/ai-assisted-legal-research-workflow');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const fr = new URL((await page.locator('link[rel="alternate"][hreflang="fr-BE"]').getAttribute('href'))!)
    .pathname;
  const nl = new URL((await page.locator('link[rel="alternate"][hreflang="nl-BE"]').getAttribute('href'))!)
    .pathname;
  expect(fr).toMatch(/^\/blog\/belgium-fr\//);
  expect(nl).toMatch(/^\/blog\/belgium-nl\//);

  // The visible switcher uses the same targets.
  await page.getByRole('link', { name: 'Français (Belgique)' }).click();
  await expect(page).toHaveURL(new RegExp(`${fr}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByText('Également disponible en:')).toBeVisible();
  const back = new URL((await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute('href'))!)
    .pathname;
  expect(back).toBe('/blog/ai-assisted-legal-research-workflow');
  // x-default sends readers of any other language to the global (English) version, from every version.
  const xDefault = async () =>
    new URL((await page.locator('link[rel="alternate"][hreflang="x-default"]').getAttribute('href'))!)
      .pathname;
  expect(await xDefault()).toBe('/blog/ai-assisted-legal-research-workflow');

  await page.getByRole('link', { name: 'Nederlands (België)' }).click();
  await expect(page).toHaveURL(new RegExp(`${nl}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  const fromNl = new URL(
    (await page.locator('link[rel="alternate"][hreflang="fr-BE"]').getAttribute('href'))!,
  ).pathname;
  expect(fromNl).toBe(fr);
  expect(await xDefault()).toBe('/blog/ai-assisted-legal-research-workflow');
});

test('sitemap, robots and feeds describe the public blog', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /admin-secret-portal');
  expect(robots).toContain('Disallow: /api/');
  expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);

  // /sitemap.xml is the index of the files (docs/adr/0055): pages.xml, then each market's articles.
  const index = await (await request.get('/sitemap.xml')).text();
  expect(index).toContain('<sitemapindex');
  expect(index).toMatch(/<loc>http:\/\/127\.0\.0\.1:\d+\/sitemaps\/pages\.xml<\/loc><lastmod>/);
  expect(index).toMatch(/<loc>http:\/\/127\.0\.0\.1:\d+\/sitemaps\/global-1\.xml<\/loc><lastmod>/);
  const pages = await (await request.get('/sitemaps/pages.xml')).text();
  for (const p of [
    '/',
    '/tx',
    '/fl',
    '/ny',
    '/login',
    '/security-whitepaper',
    '/blog',
    '/blog/usa',
    '/blog/belgium-fr',
    '/blog/belgium-nl',
  ]) {
    // Every URL has its lastmod, marketing pages included (issue 25, point 5).
    expect(pages).toMatch(
      new RegExp(
        `<loc>http://127\\.0\\.0\\.1:\\d+${p.replace(/\//g, '\\/')}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}`,
      ),
    );
  }
  const sitemap = await (await request.get('/sitemaps/global-1.xml')).text();
  expect(sitemap).toMatch(
    /<loc>[^<]+\/blog\/ai-assisted-legal-research-workflow<\/loc><lastmod>[^<]+<\/lastmod>(<[^x][^>]*>[^<]*<\/[^>]+>)*<xhtml:link rel="alternate" hreflang="en"/,
  );
  expect(sitemap).toContain('hreflang="fr-BE"');
  expect(sitemap).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);
  expect((await request.get('/sitemaps/global-99.xml')).status()).toBe(404);

  for (const base of ['/blog', '/blog/usa', '/blog/belgium-fr', '/blog/belgium-nl']) {
    const res = await request.get(`${base}/rss.xml`);
    expect(res.headers()['content-type']).toContain('application/rss+xml');
    const xml = await res.text();
    expect(xml).toContain('<rss version="2.0"');
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((x) => x[1]!);
    expect(links.length).toBeGreaterThanOrEqual(3);
    for (const link of links)
      expect(link).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+${base}/[a-z0-9_-]+$`));
  }

  const og = await request.get('/api/blog/og/be-fr');
  expect(og.headers()['content-type']).toBe('image/png');
});

test('cards enter one after another, 0.1 s apart, and not at all with reduced motion', async ({ page }) => {
  await page.goto('/blog');
  const delays = await page
    .locator('main ul > li')
    .evaluateAll((els) => els.slice(0, 3).map((e) => getComputedStyle(e).animationDelay));
  expect(delays).toEqual(['0s', '0.1s', '0.2s']);
  expect(
    await page
      .locator('main ul > li')
      .first()
      .evaluate((e) => getComputedStyle(e).animationName),
  ).not.toBe('none');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  expect(
    await page
      .locator('main ul > li')
      .first()
      .evaluate((e) => getComputedStyle(e).animationName),
  ).toBe('none');
});

/**
 * For every card's meta row (category badge, date, '·', read time): where the separator is drawn and
 * whether anything visible precedes it on its line. A separator clipped away by an ancestor is not
 * drawn. Found by text, so the check does not depend on how the markup marks the separator.
 */
function separatorPlacements(rows: Element[]) {
  const visibleRect = (el: Element, rect: DOMRect) => {
    let { left, right } = rect;
    for (let a = el.parentElement; a; a = a.parentElement) {
      if (getComputedStyle(a).overflowX === 'visible') continue;
      const box = a.getBoundingClientRect();
      left = Math.max(left, box.left);
      right = Math.min(right, box.right);
    }
    return right - left > 0.5 ? { left, right, top: rect.top, bottom: rect.bottom } : null;
  };
  return rows.map((row) => {
    const walker = document.createTreeWalker(row, NodeFilter.SHOW_TEXT);
    const pieces: { text: string; rect: ReturnType<typeof visibleRect> }[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        if (!text[i]!.trim()) continue;
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        pieces.push({ text: text[i]!, rect: rect ? visibleRect(node.parentElement!, rect) : null });
      }
    }
    const sep = pieces.find((p) => p.text === '·');
    if (!sep) return { text: row.textContent, separator: 'missing' as const };
    if (!sep.rect) return { text: row.textContent, separator: 'clipped' as const };
    const s = sep.rect;
    const before = pieces.some(
      (p) =>
        p !== sep && p.rect && p.rect.right <= s.left + 1 && p.rect.bottom > s.top && p.rect.top < s.bottom,
    );
    return {
      text: row.textContent,
      separator: before ? ('after content' as const) : ('starts a line' as const),
    };
  });
}

for (const width of [390, 768, 1280]) {
  test(`at ${width} px no card's meta line starts with the separator, in any market`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const m of MARKET_CASES) {
      await page.goto(m.base);
      // A first render streams the list in a hidden segment that a script then swaps in: wait for it.
      await expect(page.locator('main ul > li article').first()).toBeVisible();
      // The row that holds the category badge, the date and the read time.
      const meta = page.locator('main ul > li article time').locator('xpath=ancestor::div[1]');
      expect(await meta.count(), m.base).toBeGreaterThanOrEqual(3);
      const placements = await meta.evaluateAll(separatorPlacements);
      for (const p of placements) expect(p.separator, `${m.base}: ${p.text}`).not.toBe('starts a line');
      // The separator still shows between date and read time wherever they share a line.
      expect(
        placements.some((p) => p.separator === 'after content'),
        m.base,
      ).toBe(true);
      expect(
        placements.every((p) => p.separator !== 'missing'),
        m.base,
      ).toBe(true);
    }
  });
}

test('archive pages: category pages with their own canonical, no /page/1, 404 past the end', async ({
  page,
  request,
}) => {
  await page.goto('/blog');
  const categories = page.getByRole('navigation', { name: 'Categories' });
  await categories.getByRole('link', { name: 'Practice Management' }).click();
  await expect(page).toHaveURL(/\/blog\/category\/practice-management$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Practice Management');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/blog\/category\/practice-management$/,
  );
  expect((await request.get('/blog/page/1')).status()).toBe(404);
  expect((await request.get('/blog/page/999')).status()).toBe(404);
  expect((await request.get('/blog/category/no-such-category')).status()).toBe(404);
  expect((await request.get('/blog/usa/category/practice-management/page/999')).status()).toBe(404);
});

test("a market's category links and pages are in its language, and none leads to an empty page", async ({
  page,
}) => {
  await page.goto('/blog/belgium-fr');
  const categories = page.getByRole('navigation', { name: 'Catégories' });
  // The demo's French articles are filed under these (lib/server/installation/seed-content).
  for (const name of ['Gestion du cabinet', 'Pratique en Belgique']) {
    await expect(categories.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(categories.getByRole('link', { name: 'Practice Management' })).toHaveCount(0);
  const hrefs = await categories
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    await page.goto(href!);
    await expect(page.locator('main article').first(), `${href} lists an article`).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  }
  await page.goto('/blog/belgium-fr/category/practice-management');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gestion du cabinet');
  await expect(page).toHaveTitle(/^Gestion du cabinet – /);
});
