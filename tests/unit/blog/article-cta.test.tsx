import { JSDOM } from 'jsdom';
import { renderToStaticMarkup } from 'react-dom/server';
import { marketLayout } from '@/app/_blog/market-layout';
import { ArticleCallToAction } from '@/components/blog/article-cta';
import type { MarketCode } from '@/lib/markets';

/* Issue 38 point 2: an article's calls to action carry the article to the lead's form (`?from=`). */

function serverRender(element: React.ReactElement): Document {
  return new JSDOM(renderToStaticMarkup(element)).window.document;
}
const links = (doc: Document) =>
  [...doc.querySelectorAll('a')].map((a) => ({ text: a.textContent?.trim(), href: a.getAttribute('href') }));

/** The market's blog layout as Next renders it for a path under [[...slug]]. */
async function layoutFor(market: MarketCode, slug?: string[]): Promise<Document> {
  const Layout = marketLayout(market);
  return serverRender(await Layout({ children: <main />, params: Promise.resolve({ slug }) }));
}

describe("an article's calls to action", () => {
  it.each([
    ['usa', 'en', '/blog/usa/intake-checklist', 'Request early access', 'Contact us'],
    ['global', 'en', '/blog/intake-checklist', 'Request early access', 'Contact us'],
    ['be-fr', 'fr', '/blog/belgium-fr/intake-checklist', 'Demander l’accès anticipé', 'Nous contacter'],
    ['be-nl', 'nl', '/blog/belgium-nl/intake-checklist', 'Vroege toegang aanvragen', 'Contact opnemen'],
  ] as const)(
    'closes a %s article (%s) with early access and contact links that carry its path',
    (market, _, path, earlyAccess, contact) => {
      const doc = serverRender(<ArticleCallToAction market={market} slug="intake-checklist" />);
      const section = doc.querySelector('section');
      expect(section?.getAttribute('aria-labelledby')).toBe('article-cta-title');
      expect(doc.getElementById('article-cta-title')?.tagName).toBe('H2');
      expect(links(doc)).toEqual([
        { text: earlyAccess, href: `/login?from=${path}` },
        { text: contact, href: `/?from=${path}#contact` },
      ]);
      // Server-rendered plain links, no script.
      expect(doc.querySelector('script')).toBeNull();
    },
  );

  it("points the header's trial link of an article at /login with the article, and nothing else's", async () => {
    const trial = (doc: Document) => links(doc).find((l) => l.text === 'Start free trial')?.href;
    expect(trial(await layoutFor('usa', ['intake-checklist']))).toBe(
      '/login?from=/blog/usa/intake-checklist',
    );
    expect(trial(await layoutFor('global', ['intake-checklist']))).toBe('/login?from=/blog/intake-checklist');
    // The index, an archive page, a category, and a path no slug can be: the plain link.
    expect(trial(await layoutFor('usa'))).toBe('/login');
    expect(trial(await layoutFor('usa', ['page', '2']))).toBe('/login');
    expect(trial(await layoutFor('usa', ['category', 'ethics']))).toBe('/login');
    expect(trial(await layoutFor('usa', ['Not A Slug']))).toBe('/login');
    const fr = await layoutFor('be-fr', ['guide']);
    expect(links(fr).find((l) => l.text === 'Essai gratuit')?.href).toBe(
      '/login?from=/blog/belgium-fr/guide',
    );
  });
});
