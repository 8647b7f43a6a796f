import { affectedContent } from '@/lib/blog/affected-content';
import { articleAlternates, indexAlternates, marketFeedPath, ogImagePath } from '@/lib/blog/paths';
import { MARKETING_PAGES } from '@/lib/blog/public-pages';

const abs = (p: string) => `https://ailex.example${p}`;

describe('hreflang alternates', () => {
  it('lists every language version with region codes and x-default on the global version', () => {
    expect(
      articleAlternates(
        [
          { market: 'be-nl', language: 'nl', slug: 'onderzoek' },
          { market: 'global', language: 'en', slug: 'research' },
          { market: 'be-fr', language: 'fr', slug: 'recherche' },
        ],
        abs,
      ),
    ).toEqual({
      en: 'https://ailex.example/blog/research',
      'fr-BE': 'https://ailex.example/blog/belgium-fr/recherche',
      'nl-BE': 'https://ailex.example/blog/belgium-nl/onderzoek',
      'x-default': 'https://ailex.example/blog/research',
    });
  });

  it('falls back to the first version for x-default when there is no global one', () => {
    expect(articleAlternates([{ market: 'usa', language: 'en', slug: 'iolta' }], abs)).toEqual({
      'en-US': 'https://ailex.example/blog/usa/iolta',
      'x-default': 'https://ailex.example/blog/usa/iolta',
    });
  });

  it('links every market index to the others', () => {
    expect(indexAlternates(abs)).toEqual({
      en: 'https://ailex.example/blog',
      'en-US': 'https://ailex.example/blog/usa',
      'fr-BE': 'https://ailex.example/blog/belgium-fr',
      'nl-BE': 'https://ailex.example/blog/belgium-nl',
      'x-default': 'https://ailex.example/blog',
    });
  });

  it('builds feed and share-image paths per market', () => {
    expect(marketFeedPath('global')).toBe('/blog/rss.xml');
    expect(marketFeedPath('be-nl')).toBe('/blog/belgium-nl/rss.xml');
    expect(ogImagePath('usa')).toBe('/api/blog/og/usa');
    expect(ogImagePath('be-fr', 'recherche', '17')).toBe('/api/blog/og/be-fr?slug=recherche&v=17');
  });

  it('lists the marketing pages for the sitemap once', () => {
    expect(MARKETING_PAGES.map((p) => p.path)).toEqual([
      '/',
      '/tx',
      '/fl',
      '/ny',
      '/login',
      '/security-whitepaper',
    ]);
  });
});

describe('affectedContent', () => {
  it('names each article page (old slug too), its market index and feed, and the sitemap — nothing else', () => {
    expect(
      affectedContent({
        articles: [
          { market: 'usa', language: 'en', slug: 'old-slug' },
          { market: 'usa', language: 'en', slug: 'new-slug' },
          { market: 'be-fr', language: 'fr', slug: 'version' },
        ],
      }),
    ).toEqual({
      paths: [
        '/blog/belgium-fr',
        '/blog/belgium-fr/rss.xml',
        '/blog/belgium-fr/version',
        '/blog/usa',
        '/blog/usa/new-slug',
        '/blog/usa/old-slug',
        '/blog/usa/rss.xml',
        '/sitemap.xml',
      ],
      tags: [
        'blog:article:be-fr:fr:version',
        'blog:article:usa:en:new-slug',
        'blog:article:usa:en:old-slug',
        'blog:list:be-fr:fr',
        'blog:list:usa:en',
        'blog:sitemap',
        'blog:sitemap:be-fr',
        'blog:sitemap:usa',
      ],
    });
  });

  it('touches nothing for an empty change', () => {
    expect(affectedContent({ articles: [] })).toEqual({ paths: [], tags: [] });
  });
});
