import { nextCacheStandIn, resetRevalidated } from './next-cache-recorder';
jest.mock('next/cache', () => nextCacheStandIn);

import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { JSDOM } from 'jsdom';
import { eq, sql } from 'drizzle-orm';
import { GET as read } from '@/app/api/admin/blog/articles/[id]/route';
import { GET as publicOne } from '@/app/api/blog/articles/market/[market]/[slug]/route';
import { ArticleView } from '@/components/blog/article-view';
import { ARTICLE_EDIT_CONFLICT_MESSAGE, FEATURED_IMAGE_ALT_MAX_LENGTH } from '@/lib/constants/articles';
import { blogArticles } from '@/lib/server/db/schema';
import { lookupArticle } from '@/lib/server/articles';
import { jsonRequest, routeContext } from '@/tests/helpers/http';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { ARTICLES_URL, articlePayload, createEditor, postArticle, putArticle } from './admin-article-api';

process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

interface Answered {
  id: string;
  slug: string;
  title: string;
  updated_at: string;
  featured_image_alt: string | null;
}

describe(`article featured image alt text and edit versions [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  let auth: Record<string, string> = {};
  let categoryId = '';

  beforeAll(async () => {
    ({ auth, categoryId } = await createEditor(testDb.get()));
  });
  beforeEach(() => resetRevalidated());

  const payload = (over: Record<string, unknown> = {}) => articlePayload(categoryId, over);
  const create = async (over: Record<string, unknown>): Promise<Answered> => {
    const res = await postArticle(payload(over), auth);
    expect(res.status).toBe(201);
    return (await res.json()).article;
  };
  const readBack = async (id: string): Promise<Answered> =>
    (await (await read(jsonRequest(`${ARTICLES_URL}/${id}`, { headers: auth }), routeContext({ id }))).json())
      .article;
  const row = async (id: string) =>
    (await testDb.get().select().from(blogArticles).where(eq(blogArticles.id, id)))[0];
  /** Sets the stored version to an exact value, microseconds included. */
  const setStoredVersion = (id: string, value: string) =>
    testDb.get().execute(sql`update blog_articles set updated_at = ${value}::timestamptz where id = ${id}`);

  describe('featuredImageAlt', () => {
    it('stores the trimmed alt text and returns it in the admin and public shapes', async () => {
      const a = await create({
        slug: 'alt-stored',
        status: 'published',
        featuredImageUrl: '/images/blog/research.jpg',
        featuredImageAlt: '  A lawyer reading a brief  ',
      });
      expect(a.featured_image_alt).toBe('A lawyer reading a brief');
      expect((await row(a.id))?.featuredImageAlt).toBe('A lawyer reading a brief');
      expect((await readBack(a.id)).featured_image_alt).toBe('A lawyer reading a brief');
      const pub = await publicOne(
        jsonRequest('/api/blog/articles/market/global/alt-stored'),
        routeContext({ market: 'global', slug: 'alt-stored' }),
      );
      expect(pub.status).toBe(200);
      expect((await pub.json()).featured_image_alt).toBe('A lawyer reading a brief');
    });

    it('stores blank or absent alt text as null, and an edit can clear it', async () => {
      expect((await create({ slug: 'alt-blank', featuredImageAlt: '   ' })).featured_image_alt).toBeNull();
      const absent = await create({ slug: 'alt-absent' });
      expect(absent.featured_image_alt).toBeNull();
      const set = await putArticle(
        absent.id,
        payload({ slug: 'alt-absent', featuredImageAlt: 'Scales' }),
        auth,
      );
      expect((await set.json()).article.featured_image_alt).toBe('Scales');
      const cleared = await putArticle(
        absent.id,
        payload({ slug: 'alt-absent', featuredImageAlt: '' }),
        auth,
      );
      expect((await cleared.json()).article.featured_image_alt).toBeNull();
    });

    it.each([
      ['too long', 'x'.repeat(FEATURED_IMAGE_ALT_MAX_LENGTH + 1)],
      ['not text', 42],
    ])('answers 400 to alt text that is %s, and stores nothing', async (_name, featuredImageAlt) => {
      const res = await postArticle(payload({ slug: 'alt-refused', featuredImageAlt }), auth);
      expect(res.status).toBe(400);
      expect(typeof (await res.json()).error).toBe('string');
      expect(
        await testDb.get().select().from(blogArticles).where(eq(blogArticles.slug, 'alt-refused')),
      ).toEqual([]);
    });

    it('accepts alt text of exactly the limit', async () => {
      const alt = 'y'.repeat(FEATURED_IMAGE_ALT_MAX_LENGTH);
      expect((await create({ slug: 'alt-at-limit', featuredImageAlt: alt })).featured_image_alt).toBe(alt);
    });

    it('is the alt of the featured image on the public article page, the title when empty', async () => {
      const image = '/images/blog/research.jpg';
      await create({
        slug: 'page-alt',
        title: 'Page Alt',
        status: 'published',
        featuredImageUrl: image,
        featuredImageAlt: 'Scales of justice',
      });
      await create({
        slug: 'page-no-alt',
        title: 'Title As Alt',
        status: 'published',
        featuredImageUrl: image,
      });
      const imageAlt = async (slug: string) => {
        const found = await lookupArticle('global', 'en', slug);
        if (found.kind !== 'found') throw new Error(`${slug}: ${found.kind}`);
        const html = renderToStaticMarkup(
          createElement(ArticleView, { market: 'global', article: found.data.article }),
        );
        const images = new JSDOM(html).window.document.querySelectorAll('img');
        expect(images).toHaveLength(1);
        return images[0]!.getAttribute('alt');
      };
      expect(await imageAlt('page-alt')).toBe('Scales of justice');
      expect(await imageAlt('page-no-alt')).toBe('Title As Alt');
    });
  });

  describe('updatedAt on edit', () => {
    it('saves an edit that carries the updated_at the editor loaded', async () => {
      const a = await create({ slug: 'fresh-version' });
      const res = await putArticle(
        a.id,
        payload({ slug: 'fresh-version', title: 'Edited', updatedAt: a.updated_at }),
        auth,
      );
      expect(res.status).toBe(200);
      const { article } = await res.json();
      expect(article.title).toBe('Edited');
      expect(Date.parse(article.updated_at)).toBeGreaterThan(Date.parse(a.updated_at));
    });

    it('answers 409 to an edit whose updated_at is stale, and leaves the row as it was', async () => {
      const a = await create({ slug: 'stale-version', title: 'Original' });
      const first = await putArticle(
        a.id,
        payload({ slug: 'stale-version', title: 'First save', updatedAt: a.updated_at }),
        auth,
      );
      expect(first.status).toBe(200);
      const before = await row(a.id);
      resetRevalidated();
      const stale = await putArticle(
        a.id,
        payload({
          slug: 'stale-renamed',
          title: 'Second save',
          status: 'published',
          updatedAt: a.updated_at,
        }),
        auth,
      );
      expect(stale.status).toBe(409);
      expect(await stale.json()).toEqual({ error: ARTICLE_EDIT_CONFLICT_MESSAGE });
      expect(await row(a.id)).toEqual(before);
    });

    it('compares at millisecond precision: a stored microsecond value matches the millisecond value the editor holds', async () => {
      const a = await create({ slug: 'micro-version' });
      await setStoredVersion(a.id, '2026-11-20T10:00:00.123456Z');
      const loaded = await readBack(a.id);
      expect(loaded.updated_at).toBe('2026-11-20T10:00:00.123Z');
      const next = await putArticle(
        a.id,
        payload({ slug: 'micro-version', title: 'Next millisecond', updatedAt: '2026-11-20T10:00:00.124Z' }),
        auth,
      );
      expect(next.status).toBe(409);
      const ok = await putArticle(
        a.id,
        payload({ slug: 'micro-version', title: 'Saved', updatedAt: loaded.updated_at }),
        auth,
      );
      expect(ok.status).toBe(200);
      // The same instant written with an offset is the same version.
      const again = await readBack(a.id);
      await setStoredVersion(a.id, '2026-11-20T10:00:00.5009Z');
      const offset = await putArticle(
        a.id,
        payload({ slug: 'micro-version', updatedAt: '2026-11-20T11:00:00.500+01:00' }),
        auth,
      );
      expect(offset.status).toBe(200);
      expect(again.title).toBe('Saved');
    });

    it('stores a version strictly after the one it replaces, so two saves in one millisecond stay two versions', async () => {
      const a = await create({ slug: 'monotonic-version' });
      // A version ahead of the clock (as another server's may be): the next one still moves forward.
      await setStoredVersion(a.id, '2099-01-01T00:00:00.000Z');
      const res = await putArticle(
        a.id,
        payload({ slug: 'monotonic-version', updatedAt: '2099-01-01T00:00:00.000Z' }),
        auth,
      );
      expect(res.status).toBe(200);
      expect((await res.json()).article.updated_at).toBe('2099-01-01T00:00:00.001Z');
      const replay = await putArticle(
        a.id,
        payload({ slug: 'monotonic-version', updatedAt: '2099-01-01T00:00:00.000Z' }),
        auth,
      );
      expect(replay.status).toBe(409);
    });

    it.each([
      ['not a date', 'yesterday'],
      ['a date without time', '2026-11-20'],
      ['a number', 1763632800000],
      ['null', null],
    ])('answers 400 to an updatedAt that is %s, and saves nothing', async (_name, updatedAt) => {
      const a = await create({ slug: `bad-version-${typeof updatedAt}-${String(updatedAt).length}` });
      const before = await row(a.id);
      const res = await putArticle(a.id, payload({ slug: a.slug, title: 'Never saved', updatedAt }), auth);
      expect(res.status).toBe(400);
      expect(typeof (await res.json()).error).toBe('string');
      expect(await row(a.id)).toEqual(before);
    });

    it('keeps saving without updatedAt (last write wins), and 404s an unknown id with one', async () => {
      const a = await create({ slug: 'no-version' });
      await putArticle(a.id, payload({ slug: 'no-version', title: 'Other tab' }), auth);
      const res = await putArticle(a.id, payload({ slug: 'no-version', title: 'Unguarded' }), auth);
      expect(res.status).toBe(200);
      expect((await res.json()).article.title).toBe('Unguarded');
      const unknown = '00000000-0000-4000-8000-000000000000';
      const missing = await putArticle(unknown, payload({ slug: 'nobody', updatedAt: a.updated_at }), auth);
      expect(missing.status).toBe(404);
    });
  });
});
