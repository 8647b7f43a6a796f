import {
  articleSavePayload,
  listArticlesQuery,
  pathSlug,
  publicArticlesQuery,
} from '@/lib/validations/article';

const valid = { title: 'T', slug: 'a-slug', content: '<p>x</p>' };

describe('articleSavePayload', () => {
  it('fills the spec.md "Article editor" defaults: draft, global, en, not a translation; empty strings become null', () => {
    expect(articleSavePayload.parse({ ...valid, summary: '', metaTitle: ' ', featuredImageUrl: '' })).toEqual(
      {
        ...valid,
        summary: null,
        categoryId: null,
        status: 'draft',
        featuredImageUrl: null,
        featuredImageAlt: null,
        metaTitle: null,
        metaDescription: null,
        canonicalUrl: null,
        market: 'global',
        language: 'en',
        isTranslation: false,
        readTimeMinutes: null,
        publishedAt: null,
        translationKeyId: null,
        baseArticleId: null,
        reviewedBy: null,
        reviewedAt: null,
      },
    );
  });

  it.each(['usa', 'belgium-fr', 'belgium-nl'])('refuses the global slug %s (a market segment)', (slug) => {
    const r = articleSavePayload.safeParse({ ...valid, slug });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(`The slug "${slug}" is reserved for a market page`);
  });

  it('allows a market segment as a slug outside the global market', () => {
    expect(articleSavePayload.safeParse({ ...valid, slug: 'usa', market: 'usa' }).success).toBe(true);
  });

  it.each([
    [{ market: 'be-fr', language: 'en' }, 'Language en is not available in market be-fr'],
    [
      { slug: 'Has Caps' },
      'Slug may contain only lower-case letters, digits, underscores and single hyphens',
    ],
    [
      { slug: 'double--hyphen' },
      'Slug may contain only lower-case letters, digits, underscores and single hyphens',
    ],
    [{ readTimeMinutes: 0 }, 'Read time must be at least 1 minute'],
    [{ publishedAt: 'yesterday' }, 'publishedAt must be an ISO date-time'],
    [
      { featuredImageUrl: '//evil.example/x.png' },
      'Featured image must be an http(s) URL or a path on this site',
    ],
    [{ categoryId: 'not-a-uuid' }, 'Category must be a valid id'],
  ])('refuses %j', (over, message) => {
    const r = articleSavePayload.safeParse({ ...valid, ...over });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(message);
  });
});

describe('query schemas', () => {
  it('defaults the public list to 20 and leaves the language to the market (the handler picks its own)', () => {
    expect(publicArticlesQuery.parse({})).toEqual({ limit: 20 });
    expect(publicArticlesQuery.parse({ language: 'fr' })).toEqual({ language: 'fr', limit: 20 });
  });

  it('defaults the admin list to page 1 of 10 and treats "all" as no filter', () => {
    expect(listArticlesQuery.parse({ status: 'all', market: '', search: '  ' })).toEqual({
      page: 1,
      limit: 10,
      search: undefined,
      status: undefined,
      categoryId: undefined,
      market: undefined,
      language: undefined,
      sort: 'updated',
      order: 'desc',
    });
  });

  it('refuses a search too short for the trigram index and a page past the bounded offset', () => {
    expect(listArticlesQuery.safeParse({ search: 'ab' }).error?.issues[0]?.message).toBe(
      'Search must be at least 3 characters',
    );
    expect(listArticlesQuery.safeParse({ search: 'abc' }).success).toBe(true);
    expect(listArticlesQuery.safeParse({ page: '1001', limit: '10' }).success).toBe(true);
    expect(listArticlesQuery.safeParse({ page: '1002', limit: '10' }).error?.issues[0]?.message).toBe(
      'Page is too deep: the list reaches 10,000 articles; narrow the search or filters to see older ones',
    );
  });
});

describe('pathSlug (a slug as it arrives in a URL)', () => {
  it('accepts exactly a valid slug', () => {
    expect(pathSlug.parse('ai-research_2026')).toBe('ai-research_2026');
  });

  it.each(['foo ', ' foo', 'foo\n', 'Foo', 'foo%20', 'foo--bar', '', 'a'.repeat(201)])(
    'refuses %j rather than trimming or folding it into another slug',
    (raw) => {
      expect(pathSlug.safeParse(raw).success).toBe(false);
    },
  );
});
