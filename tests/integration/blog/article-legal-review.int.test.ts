import { nextCacheStandIn } from './next-cache-recorder';
jest.mock('next/cache', () => nextCacheStandIn);

import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { JSDOM } from 'jsdom';
import { GET as read } from '@/app/api/admin/blog/articles/[id]/route';
import { GET as publicOne } from '@/app/api/blog/articles/market/[market]/[slug]/route';
import { articleJsonLd } from '@/app/_blog/seo';
import { ArticleView } from '@/components/blog/article-view';
import { lookupArticle } from '@/lib/server/articles';
import type { MarketCode } from '@/lib/markets';
import { jsonRequest, routeContext } from '@/tests/helpers/http';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { ARTICLES_URL, articlePayload, createEditor, postArticle, putArticle } from './admin-article-api';

process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');
process.env.SITE_URL = 'https://ailex.example';

// Issue 35 point 3: "Legally reviewed", a reviewer's name and a review date per article.

describe(`an article's legal review [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  let auth: Record<string, string> = {};
  let categoryId = '';

  beforeAll(async () => {
    ({ auth, categoryId } = await createEditor(testDb.get(), 'reviewer@firm.example'));
  });

  const payload = (over: Record<string, unknown>) => articlePayload(categoryId, over);
  const adminRead = async (id: string) =>
    (await (await read(jsonRequest(`${ARTICLES_URL}/${id}`, { headers: auth }), routeContext({ id }))).json())
      .article as Record<string, unknown>;

  /** The public page's article view and JSON-LD, rendered from the page's own data. */
  async function publicPage(market: MarketCode, language: 'en' | 'fr' | 'nl', slug: string) {
    const page = await lookupArticle(market, language, slug);
    if (page.kind !== 'found') throw new Error(`page ${page.kind}`);
    const html = renderToStaticMarkup(createElement(ArticleView, { market, article: page.data.article }));
    const doc = new JSDOM(html).window.document;
    return {
      line: doc.querySelector('[data-testid="article-reviewed"]')?.textContent ?? null,
      jsonLd: JSON.parse(articleJsonLd(page.data)) as { mainEntityOfPage: Record<string, unknown> },
    };
  }

  it('saves and reads the reviewer and the date through the admin API, and an edit can clear both', async () => {
    const res = await postArticle(
      payload({ slug: 'review-saved', reviewedBy: '  Maître Anne Dupont  ', reviewedAt: '2026-10-02' }),
      auth,
    );
    expect(res.status).toBe(201);
    const created = (await res.json()).article;
    expect(created).toMatchObject({ reviewed_by: 'Maître Anne Dupont', reviewed_at: '2026-10-02' });
    expect(await adminRead(created.id)).toMatchObject({
      reviewed_by: 'Maître Anne Dupont',
      reviewed_at: '2026-10-02',
    });

    const cleared = await putArticle(
      created.id,
      payload({ slug: 'review-saved', reviewedBy: '', reviewedAt: '', updatedAt: created.updated_at }),
      auth,
    );
    expect(cleared.status).toBe(200);
    expect(await adminRead(created.id)).toMatchObject({ reviewed_by: null, reviewed_at: null });
  });

  it.each([
    [{ reviewedAt: '2026-10-02' }, 'reviewedBy', 'Reviewer is required when a review date is set'],
    [{ reviewedBy: 'Anne Dupont' }, 'reviewedAt', 'Review date is required when a reviewer is set'],
    [
      { reviewedBy: 'A'.repeat(121), reviewedAt: '2026-10-02' },
      'reviewedBy',
      'Reviewer must be at most 120 characters',
    ],
    [
      { reviewedBy: 'Anne Dupont', reviewedAt: '2 October 2026' },
      'reviewedAt',
      'Review date must be a date (YYYY-MM-DD)',
    ],
  ])('answers 400 to %j naming %s', async (over, field, message) => {
    const res = await postArticle(payload({ slug: `review-bad-${field.length}`, ...over }), auth);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; details: Record<string, unknown> };
    expect(body.error).toBe(message);
    expect(JSON.stringify(body.details)).toContain(field);
  });

  it('shows "Reviewed by … on …" under the byline and in the JSON-LD, and in the public API', async () => {
    const res = await postArticle(
      payload({
        slug: 'review-public',
        status: 'published',
        reviewedBy: 'Anne Dupont',
        reviewedAt: '2026-10-02',
      }),
      auth,
    );
    expect(res.status).toBe(201);
    const api = await publicOne(
      jsonRequest('/api/blog/articles/market/global/review-public'),
      routeContext({ market: 'global', slug: 'review-public' }),
    );
    expect(await api.json()).toMatchObject({ reviewed_by: 'Anne Dupont', reviewed_at: '2026-10-02' });

    const page = await publicPage('global', 'en', 'review-public');
    expect(page.line).toBe('Reviewed by Anne Dupont on October 2, 2026');
    expect(page.jsonLd.mainEntityOfPage).toMatchObject({
      reviewedBy: { '@type': 'Person', name: 'Anne Dupont' },
      lastReviewed: '2026-10-02',
    });
  });

  it('writes the line in the page language: French and Dutch', async () => {
    for (const [market, language, slug] of [
      ['be-fr', 'fr', 'revue-fr'],
      ['be-nl', 'nl', 'review-nl'],
    ] as const) {
      const res = await postArticle(
        payload({
          slug,
          market,
          language,
          status: 'published',
          reviewedBy: 'Anne Dupont',
          reviewedAt: '2026-10-02',
        }),
        auth,
      );
      expect(res.status).toBe(201);
    }
    expect((await publicPage('be-fr', 'fr', 'revue-fr')).line).toBe('Relu par Anne Dupont le 2 octobre 2026');
    expect((await publicPage('be-nl', 'nl', 'review-nl')).line).toBe(
      'Nagekeken door Anne Dupont op 2 oktober 2026',
    );
  });

  it('shows no line and no review in the JSON-LD for an article nobody reviewed', async () => {
    expect((await postArticle(payload({ slug: 'review-none', status: 'published' }), auth)).status).toBe(201);
    const page = await publicPage('global', 'en', 'review-none');
    expect(page.line).toBeNull();
    expect(page.jsonLd.mainEntityOfPage).not.toHaveProperty('reviewedBy');
    expect(page.jsonLd.mainEntityOfPage).not.toHaveProperty('lastReviewed');
  });
});
