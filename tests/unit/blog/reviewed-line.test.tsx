import { JSDOM } from 'jsdom';
import { renderToStaticMarkup } from 'react-dom/server';
import { ArticleView, reviewedLine } from '@/components/blog/article-view';
import type { MarketCode } from '@/lib/markets';

// Issue 35 point 3: "Reviewed by {name} on {date}" under the byline, in the page's language.

const article = {
  slug: 'reviewed',
  title: 'A reviewed article',
  summary: null,
  content: '<p>Body</p>',
  featured_image_url: null,
  featured_image_alt: null,
  published_at: '2026-11-21T10:00:00.000Z',
  read_time_minutes: 3,
  blog_categories: null,
  website_admins: { name: 'Ada Author' },
  reviewed_by: 'Anne Dupont',
  reviewed_at: '2026-01-01',
};

const render = (market: MarketCode, over: Partial<typeof article> = {}) =>
  new JSDOM(renderToStaticMarkup(<ArticleView market={market} article={{ ...article, ...over }} />)).window
    .document;

describe('the review line under the byline', () => {
  it.each([
    ['global', 'Reviewed by Anne Dupont on January 1, 2026'],
    // New York is behind UTC: a calendar day must not become the day before.
    ['usa', 'Reviewed by Anne Dupont on January 1, 2026'],
    ['be-fr', 'Relu par Anne Dupont le 1 janvier 2026'],
    ['be-nl', 'Nagekeken door Anne Dupont op 1 januari 2026'],
  ] as const)('in %s reads "%s"', (market, line) => {
    expect(reviewedLine(article, market)).toBe(line);
    const doc = render(market);
    expect(doc.querySelector('[data-testid="article-reviewed"]')?.textContent).toBe(line);
  });

  it('comes right after the byline', () => {
    const byline = [...render('global').querySelectorAll('p')].find((p) => p.textContent === 'By Ada Author');
    expect(byline?.nextElementSibling?.getAttribute('data-testid')).toBe('article-reviewed');
  });

  it('is not shown without both a name and a date', () => {
    for (const over of [{ reviewed_by: null }, { reviewed_at: null }, { reviewed_by: '', reviewed_at: '' }]) {
      expect(reviewedLine({ ...article, ...over }, 'global')).toBeNull();
      expect(
        render('global', over as Partial<typeof article>).querySelector('[data-testid="article-reviewed"]'),
      ).toBeNull();
    }
  });
});
