import { JSDOM } from 'jsdom';
import { articleJsonLd, articleMetadata, indexMetadata } from '@/app/_blog/seo';
import { type ArticlePageData } from '@/lib/server/articles';

// Set before the first getConfig() call (lazy, on first absoluteUrl), so every URL is on this origin.
process.env.SITE_URL = 'https://ailex.example';

function pageData(over: Partial<ArticlePageData['article']> = {}, rest: Partial<ArticlePageData> = {}) {
  const data: ArticlePageData = {
    market: 'global',
    language: 'en',
    updatedAt: '2026-11-20T09:00:00.000Z',
    canonicalUrl: null,
    versions: [
      { market: 'global', language: 'en', slug: 'research' },
      { market: 'usa', language: 'en', slug: 'research-us' },
      { market: 'be-fr', language: 'fr', slug: 'recherche' },
      { market: 'be-nl', language: 'nl', slug: 'onderzoek' },
    ],
    ...rest,
    article: {
      id: '00000000-0000-4000-8000-000000000001',
      slug: 'research',
      title: 'Legal research with AI',
      summary: 'How to research faster.',
      content: '<p>Body</p>',
      featured_image_url: null,
      featured_image_alt: null,
      published_at: '2026-11-21T10:00:00.000Z',
      created_at: '2026-11-19T10:00:00.000Z',
      read_time_minutes: 4,
      meta_title: null,
      reviewed_by: null,
      reviewed_at: null,
      meta_description: null,
      blog_categories: { name: 'Research', color: '#10B981' },
      website_admins: { name: 'Ada Author' },
      ...over,
    },
  };
  return data;
}

const titleOf = (m: ReturnType<typeof articleMetadata>) => (m.title as { absolute: string }).absolute;

describe('articleMetadata', () => {
  it("falls back to '{title} | AiLex Blog' and to the summary when no meta fields are set", () => {
    const m = articleMetadata(pageData());
    expect(titleOf(m)).toBe('Legal research with AI | AiLex Blog');
    expect(m.description).toBe('How to research faster.');
    expect(m.openGraph).toMatchObject({
      title: 'Legal research with AI | AiLex Blog',
      description: 'How to research faster.',
    });
  });

  it('prefers meta_title and meta_description over the title and summary', () => {
    const m = articleMetadata(pageData({ meta_title: 'SEO title', meta_description: 'SEO description' }));
    expect(titleOf(m)).toBe('SEO title');
    expect(m.description).toBe('SEO description');
    expect(m.twitter).toMatchObject({ title: 'SEO title', description: 'SEO description' });
  });

  it('declares the canonical URL and one hreflang alternate per version, x-default on the global one', () => {
    const m = articleMetadata(pageData({ slug: 'recherche' }, { market: 'be-fr', language: 'fr' }));
    expect(m.alternates?.canonical).toBe('https://ailex.example/blog/belgium-fr/recherche');
    expect(m.alternates?.languages).toEqual({
      en: 'https://ailex.example/blog/research',
      'en-US': 'https://ailex.example/blog/usa/research-us',
      'fr-BE': 'https://ailex.example/blog/belgium-fr/recherche',
      'nl-BE': 'https://ailex.example/blog/belgium-nl/onderzoek',
      'x-default': 'https://ailex.example/blog/research',
    });
    expect(m.openGraph).toMatchObject({
      locale: 'fr_BE',
      url: 'https://ailex.example/blog/belgium-fr/recherche',
    });
  });

  it('points x-default at the first version in market order when there is no global one', () => {
    const m = articleMetadata(
      pageData(
        { slug: 'onderzoek' },
        {
          market: 'be-nl',
          language: 'nl',
          versions: [
            { market: 'be-nl', language: 'nl', slug: 'onderzoek' },
            { market: 'be-fr', language: 'fr', slug: 'recherche' },
          ],
        },
      ),
    );
    expect((m.alternates?.languages as Record<string, string>)['x-default']).toBe(
      'https://ailex.example/blog/belgium-fr/recherche',
    );
  });

  it('declares 1200×630 PNG for the generated image, and no size for a featured image of unknown size', () => {
    const generated = articleMetadata(pageData());
    expect(generated.openGraph?.images).toEqual([
      {
        url: `https://ailex.example/api/blog/og/global?slug=research&v=${Date.parse('2026-11-20T09:00:00.000Z')}`,
        width: 1200,
        height: 630,
        type: 'image/png',
        alt: 'Legal research with AI',
      },
    ]);
    const featured = articleMetadata(pageData({ featured_image_url: '/images/blog/research.jpg' }));
    expect(featured.openGraph?.images).toEqual([
      { url: 'https://ailex.example/images/blog/research.jpg', alt: 'Legal research with AI' },
    ]);
  });

  it("declares an uploaded featured image's width, height and type, and its alt text to Twitter too", () => {
    const url = '/media/abc123-photo.jpg';
    const m = articleMetadata(pageData({ featured_image_url: url, featured_image_alt: 'A courtroom' }), {
      size: 48213,
      contentType: 'image/jpeg',
      width: 1600,
      height: 900,
    });
    expect(m.openGraph?.images).toEqual([
      {
        url: `https://ailex.example${url}`,
        width: 1600,
        height: 900,
        type: 'image/jpeg',
        alt: 'A courtroom',
      },
    ]);
    expect(m.twitter?.images).toEqual([{ url: `https://ailex.example${url}`, alt: 'A courtroom' }]);
  });

  it('fits a long title and description to 60 and 160 characters, the suffix dropped first', () => {
    const long = 'Why every solo practitioner in a small town should rethink client intake this year';
    const m = articleMetadata(pageData({ title: long, summary: 'Word '.repeat(60) }));
    expect(titleOf(m).length).toBeLessThanOrEqual(60);
    expect(titleOf(m)).not.toContain('| AiLex Blog');
    expect(titleOf(m).endsWith('…')).toBe(true);
    expect((m.description ?? '').length).toBeLessThanOrEqual(160);
    expect(titleOf(articleMetadata(pageData({ title: 'Short title' })))).toBe('Short title | AiLex Blog');
  });

  it('gives a scheduled article a modified time no earlier than its publication', () => {
    // Saved on the 20th, published (scheduled) on the 21st.
    const m = articleMetadata(pageData());
    expect(m.openGraph).toMatchObject({
      publishedTime: '2026-11-21T10:00:00.000Z',
      modifiedTime: '2026-11-21T10:00:00.000Z',
    });
    const edited = articleMetadata(pageData({}, { updatedAt: '2026-11-23T08:00:00.000Z' }));
    expect(edited.openGraph).toMatchObject({ modifiedTime: '2026-11-23T08:00:00.000Z' });
  });
});

describe('indexMetadata', () => {
  it('titles each market index in its language, canonical on its base path, x-default on /blog', () => {
    const fr = indexMetadata('be-fr');
    // With the blog's name it would pass 60 characters (issue 25): the name goes, the title stays whole.
    expect((fr.title as { absolute: string }).absolute).toBe(
      'Ressources pour avocats indépendants et petits cabinets',
    );
    expect(fr.alternates?.canonical).toBe('https://ailex.example/blog/belgium-fr');
    expect(fr.alternates?.languages).toEqual({
      en: 'https://ailex.example/blog',
      'en-US': 'https://ailex.example/blog/usa',
      'fr-BE': 'https://ailex.example/blog/belgium-fr',
      'nl-BE': 'https://ailex.example/blog/belgium-nl',
      'x-default': 'https://ailex.example/blog',
    });
    expect(fr.openGraph?.images).toEqual([
      {
        url: 'https://ailex.example/api/blog/og/be-fr',
        width: 1200,
        height: 630,
        alt: 'Blog AiLex — Belgique',
      },
    ]);
    expect((indexMetadata('global').title as { absolute: string }).absolute).toBe(
      'Resources for Solo Practitioners & Small Firms | AiLex Blog',
    );
  });
});

describe('articleJsonLd', () => {
  it('is a BlogPosting with the later of updated and published as dateModified', () => {
    const json = JSON.parse(articleJsonLd(pageData()));
    expect(json).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Legal research with AI',
      description: 'How to research faster.',
      datePublished: '2026-11-21T10:00:00.000Z',
      dateModified: '2026-11-21T10:00:00.000Z',
      inLanguage: 'en',
      url: 'https://ailex.example/blog/research',
      author: { '@type': 'Person', name: 'Ada Author', url: 'https://ailex.example/' },
      publisher: {
        '@type': 'Organization',
        name: 'AiLex',
        logo: { '@type': 'ImageObject', url: 'https://ailex.example/logo.png', width: 512, height: 512 },
      },
    });
    const edited = JSON.parse(articleJsonLd(pageData({}, { updatedAt: '2026-11-23T08:00:00.000Z' })));
    expect(edited.dateModified).toBe('2026-11-23T08:00:00.000Z');
  });

  it('cannot break out of its <script> element, whatever the title holds', () => {
    const title = '</script><script>alert(1)</script>';
    const ld = articleJsonLd(pageData({ title, summary: '<!-- x --> </SCRIPT >' }));
    // As the page embeds it, parsed by an HTML parser: one script, whose JSON still holds the title.
    const doc = new JSDOM(`<body><script type="application/ld+json">${ld}</script></body>`).window.document;
    const scripts = doc.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]!.textContent ?? '')).toMatchObject({ headline: title });
  });
});
