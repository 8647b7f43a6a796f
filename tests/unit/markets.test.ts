import {
  MARKETS,
  RESERVED_GLOBAL_SLUGS,
  articlePath,
  marketBySegment,
  marketForPathname,
  marketLanguagePairs,
} from '@/lib/markets';

describe('markets table', () => {
  it('maps each market to its path base and language (spec.md "Markets and languages")', () => {
    expect(MARKETS.map((m) => [m.code, m.basePath, m.language])).toEqual([
      ['global', '/blog', 'en'],
      ['usa', '/blog/usa', 'en'],
      ['be-fr', '/blog/belgium-fr', 'fr'],
      ['be-nl', '/blog/belgium-nl', 'nl'],
    ]);
  });

  it('builds article paths and resolves segments', () => {
    expect(articlePath('be-nl', 'tijdsregistratie')).toBe('/blog/belgium-nl/tijdsregistratie');
    expect(articlePath('global', 'intake')).toBe('/blog/intake');
    expect(marketBySegment('belgium-fr')?.code).toBe('be-fr');
    expect(marketBySegment('')).toBeUndefined();
  });

  it('finds the market of a blog pathname, the global one by default', () => {
    expect(marketForPathname('/blog/belgium-nl').code).toBe('be-nl');
    expect(marketForPathname('/blog/belgium-fr/recherche-juridique').code).toBe('be-fr');
    expect(marketForPathname('/blog/usa/').code).toBe('usa');
    expect(marketForPathname('/blog/intake-automation').code).toBe('global');
    expect(marketForPathname('/blog').code).toBe('global');
    expect(marketForPathname('/blog/usa-guide').code).toBe('global');
  });

  it('reserves the market segments as global slugs', () => {
    expect(RESERVED_GLOBAL_SLUGS).toEqual(['usa', 'belgium-fr', 'belgium-nl']);
  });

  it('lists market-language pairs', () => {
    expect(marketLanguagePairs()).toContainEqual({ marketCode: 'be-fr', languageCode: 'fr' });
    expect(marketLanguagePairs()).toHaveLength(4);
  });
});
