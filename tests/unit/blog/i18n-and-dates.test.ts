import { blogStrings } from '@/lib/blog/i18n';
import { formatLongDate } from '@/lib/blog/format-date';
import { getMarket, MARKETS } from '@/lib/markets';

describe('blog dates', () => {
  it.each([
    ['global', 'November 21, 2026'],
    ['usa', 'November 21, 2026'],
    ['be-fr', '21 novembre 2026'],
    ['be-nl', '21 november 2026'],
  ] as const)('formats long dates in the %s market as %s', (market, expected) => {
    expect(formatLongDate('2026-11-21T12:00:00.000Z', getMarket(market))).toBe(expected);
  });

  it("shows the day it is in the market's time zone, not the server's", () => {
    // 00:30 in Brussels on 22 November is 23:30 UTC on the 21st.
    expect(formatLongDate('2026-11-21T23:30:00.000Z', getMarket('be-fr'))).toBe('22 novembre 2026');
    expect(formatLongDate('2026-11-21T23:30:00.000Z', getMarket('be-nl'))).toBe('22 november 2026');
    // 22:30 in New York on 21 November is 03:30 UTC on the 22nd.
    expect(formatLongDate('2026-11-22T03:30:00.000Z', getMarket('usa'))).toBe('November 21, 2026');
    expect(formatLongDate('2026-11-22T03:30:00.000Z', getMarket('global'))).toBe('November 22, 2026');
  });

  it('names each market in its own language', () => {
    expect(MARKETS.map((m) => m.label)).toEqual(['Global', 'United States', 'Belgique (FR)', 'België (NL)']);
    expect(MARKETS.map((m) => m.versionLabel)).toEqual([
      'English',
      'English (US)',
      'Français (Belgique)',
      'Nederlands (België)',
    ]);
  });
});

describe('blog interface strings', () => {
  it('keeps the spec wording in English', () => {
    const t = blogStrings('en');
    expect(t.badge).toBe('Legal Insights');
    expect(t.indexTitle).toBe('Resources for Solo Practitioners & Small Firms');
    expect(t.readArticle).toBe('Read Article');
    expect(t.minRead(5)).toBe('5 min read');
    expect(t.emptyTitle).toBe('No articles yet');
    expect(t.ctaTitle).toBe('Ready to Transform Your Practice?');
    expect(t.ctaButton).toBe('Start Your Free Trial');
    expect(t.notFoundTitle).toBe('Article Not Found');
    expect(t.notFoundMessage).toBe("The article you're looking for doesn't exist.");
    expect(t.errorLoadingArticle).toBe('Error Loading Article');
    expect(t.errorLoadingArticleMessage).toBe('There was an error loading the article. Please try again.');
    expect(t.loadingArticles).toBe('Loading articles...');
    expect(t.tryAgain).toBe('Try Again');
  });

  it.each(['fr', 'nl'] as const)('translates every interface string into %s', (lang) => {
    const en = blogStrings('en');
    const t = blogStrings(lang);
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      const a = en[key];
      const b = t[key];
      // Each function's arguments: a number, or a name and a date (the review line).
      const call = (f: unknown) => (f as (...args: unknown[]) => string)(4, '4 May 2026');
      const [sa, sb] = typeof a === 'function' ? [call(a), call(b)] : [a, b as string];
      expect(sb.trim().length).toBeGreaterThan(0);
      expect(sb).not.toBe(sa);
    }
  });
});
