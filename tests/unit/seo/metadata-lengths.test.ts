import type { Metadata } from 'next';
import { articleMetadata, indexMetadata } from '@/app/_blog/seo';
import { blogNotFoundMetadata, blogRootMetadata } from '@/app/_blog/blog-root';
import { NOT_FOUND_METADATA, SITE_PAGE_METADATA } from '@/lib/content/site-pages';
import { BRAND_NAME } from '@/lib/constants/site';
import { MARKETS, getMarket } from '@/lib/markets';
import type { ArticlePageData } from '@/lib/server/articles';
// The seed's plain data, not the installation domain's behaviour: its index would start the whole installer.
// eslint-disable-next-line no-restricted-imports
import { SEED_ARTICLES, SEED_CATEGORIES } from '@/lib/server/installation/seed-content/articles';

process.env.SITE_URL = 'https://ailex.example';

const TITLE_MAX = 60;
const DESCRIPTION_MAX = 160;

/** The <title> a page's metadata gives, with the (site) layout's '%s | AiLex' template for a plain string. */
function titleOf(m: Metadata, template = `%s | ${BRAND_NAME}`): string {
  const t = m.title;
  if (typeof t === 'string') return template.replace('%s', t);
  if (t && typeof t === 'object' && 'absolute' in t && t.absolute) return t.absolute;
  throw new Error(`no title in ${JSON.stringify(m)}`);
}

/** Every text a search result or a share card may show: <title>, description, og and twitter copies. */
function texts(m: Metadata, template?: string): { titles: string[]; descriptions: string[] } {
  const og = m.openGraph as { title?: string; description?: string } | undefined;
  const tw = m.twitter as { title?: string; description?: string } | undefined;
  return {
    titles: [titleOf(m, template), og?.title, tw?.title].filter((x): x is string => !!x),
    descriptions: [m.description, og?.description, tw?.description].filter((x): x is string => !!x),
  };
}

/** An article page as the seed (the demo content every fresh install serves) would render it. */
function seedArticlePage(a: (typeof SEED_ARTICLES)[number]): ArticlePageData {
  const category = SEED_CATEGORIES.find((c) => c.slug === a.categorySlug);
  return {
    market: a.market,
    language: a.language,
    updatedAt: '2026-11-20T09:00:00.000Z',
    canonicalUrl: null,
    versions: [{ market: a.market, language: a.language, slug: a.slug }],
    article: {
      id: '00000000-0000-4000-8000-000000000001',
      slug: a.slug,
      title: a.title,
      summary: a.summary,
      content: '<p>Body</p>',
      featured_image_url: a.featuredImage ? `/images/blog/${a.featuredImage}.jpg` : null,
      featured_image_alt: null,
      published_at: '2026-11-21T10:00:00.000Z',
      created_at: '2026-11-19T10:00:00.000Z',
      read_time_minutes: a.readTimeMinutes ?? null,
      meta_title: a.metaTitle ?? null,
      reviewed_by: null,
      reviewed_at: null,
      meta_description: a.metaDescription ?? null,
      blog_categories: category ? { name: category.name, color: category.color } : null,
      website_admins: { name: 'Demo Admin' },
    },
  };
}

const ROUTES: [string, Metadata, string?][] = [
  ...Object.entries(SITE_PAGE_METADATA).map(([path, m]): [string, Metadata] => [path, m]),
  ['404 (any unmatched URL)', NOT_FOUND_METADATA],
  ...MARKETS.flatMap((m): [string, Metadata, string?][] => [
    [m.basePath, indexMetadata(m.code)],
    [`${m.basePath} (layout default)`, blogRootMetadata(m.code)],
    [`${m.basePath}/<unknown> (404)`, blogNotFoundMetadata(m.code)],
  ]),
  ...SEED_ARTICLES.filter((a) => a.status === 'published').map((a): [string, Metadata] => [
    `${getMarket(a.market).basePath}/${a.slug}`,
    articleMetadata(seedArticlePage(a)),
  ]),
];

describe('every public route fits search results: titles ≤ 60 characters, descriptions ≤ 160', () => {
  it('holds on every route', () => {
    const tooLong: string[] = [];
    for (const [route, metadata, template] of ROUTES) {
      const { titles, descriptions } = texts(metadata, template);
      if (titles.length === 0) tooLong.push(`${route}: no title`);
      for (const t of titles) if (t.length > TITLE_MAX) tooLong.push(`${route}: title ${t.length}: ${t}`);
      for (const d of descriptions)
        if (d.length > DESCRIPTION_MAX) tooLong.push(`${route}: description ${d.length}: ${d}`);
    }
    expect(tooLong).toEqual([]);
  });

  it('covers the six marketing pages, the four blog markets and every published demo article', () => {
    expect(ROUTES.length).toBe(
      7 + MARKETS.length * 3 + SEED_ARTICLES.filter((a) => a.status === 'published').length,
    );
    expect(SEED_ARTICLES.filter((a) => a.status === 'published').length).toBeGreaterThan(5);
  });
});
