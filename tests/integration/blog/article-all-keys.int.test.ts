import { nextCacheStandIn } from './next-cache-recorder';
jest.mock('next/cache', () => nextCacheStandIn);

import { eq } from 'drizzle-orm';
import { GET as read } from '@/app/api/admin/blog/articles/[id]/route';
import { POST as bulkRoute } from '@/app/api/admin/blog/articles/bulk/route';
import { GET as revisionsRoute } from '@/app/api/admin/blog/articles/[id]/revisions/route';
import { POST as revisionRestoreRoute } from '@/app/api/admin/blog/articles/[id]/revisions/[revisionId]/restore/route';
import { POST as trashRestoreRoute } from '@/app/api/admin/blog/trash/[id]/restore/route';
import { articleSavePayload, type ArticleSavePayload } from '@/lib/validations/article';
import { blogArticles, blogCategories, translationKeys } from '@/lib/server/db/schema';
import { jsonRequest, routeContext } from '@/tests/helpers/http';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import {
  ARTICLES_URL,
  articlePayload,
  createEditor,
  deleteArticle,
  postArticle,
  putArticle,
  type Editor,
} from './admin-article-api';
import { approveTranslation, entriesOf, putTranslation } from '../translations/translation-api';

process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');
jest.setTimeout(120_000);

/*
 * Issue 35 point 2, the all-keys test: every key of the save schema gets a distinctive, non-default value,
 * then each write that is not the editor's full form runs, and every key must keep its value except
 * those the action means to change. A key added to the save schema does not compile here until it has a
 * distinctive value below and a decision in each table (kept or changed by the action).
 */

type Key = Exclude<keyof ArticleSavePayload, 'id' | 'updatedAt'>;
const SCHEMA_KEYS = Object.keys(articleSavePayload.shape).filter(
  (k): k is Key => k !== 'id' && k !== 'updatedAt',
);

/** The admin API's name of a save key (featuredImageAlt → featured_image_alt). */
const snake = (k: string) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** What a revision restore puts back by default (docs/adr/0092): the second save changes these. */
const RESTORED = {
  title: true,
  slug: false,
  summary: true,
  content: true,
  categoryId: true,
  status: false,
  featuredImageUrl: true,
  featuredImageAlt: true,
  metaTitle: true,
  metaDescription: true,
  canonicalUrl: true,
  reviewedBy: true,
  reviewedAt: true,
  market: false,
  language: false,
  isTranslation: false,
  readTimeMinutes: true,
  publishedAt: false,
  translationKeyId: false,
  baseArticleId: false,
} satisfies Record<Key, boolean>;

/**
 * A translation approval republishes the translated version: the translated fields, the status and date,
 * what follows the English source and the version's place are the publication's to set (docs/adr/0080);
 * every other key is the translated article's own and must be kept.
 */
const SET_BY_PUBLICATION = {
  title: true,
  slug: true,
  summary: true,
  content: true,
  categoryId: true,
  status: true,
  featuredImageUrl: true,
  featuredImageAlt: true,
  metaTitle: true,
  metaDescription: true,
  canonicalUrl: false,
  reviewedBy: true,
  reviewedAt: true,
  market: true,
  language: true,
  isTranslation: true,
  readTimeMinutes: true,
  publishedAt: true,
  translationKeyId: true,
  baseArticleId: true,
} satisfies Record<Key, boolean>;

describe(`writes that are not the editor's form keep every other key (issue 35 point 2) [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  let editor: Editor;
  let otherCategoryId = '';
  let thirdCategoryId = '';
  let baseId = '';
  let keyId = '';

  beforeAll(async () => {
    const db = testDb.get();
    editor = await createEditor(db, 'all-keys@firm.example');
    const [other, third] = await db
      .insert(blogCategories)
      .values([
        { name: 'Distinct', slug: 'distinct-all-keys', color: '#3B82F6' },
        { name: 'Third', slug: 'third-all-keys', color: '#10B981' },
      ])
      .returning();
    otherCategoryId = other!.id;
    thirdCategoryId = third!.id;
    const base = await postArticle(articlePayload(editor.categoryId, { slug: 'all-keys-base' }), editor.auth);
    baseId = ((await base.json()) as { article: { id: string } }).article.id;
    const [key] = await db.insert(translationKeys).values({ key: 'blog.article.all-keys-group' }).returning();
    keyId = key!.id;
  });

  /** Every key set to a value no default gives (slug and status per article). */
  const distinctive = (slug: string, status: 'draft' | 'published'): Record<Key, unknown> =>
    ({
      title: 'All keys: a distinctive title',
      slug,
      summary: 'A distinctive summary',
      content: '<p>A distinctive body.</p>',
      categoryId: otherCategoryId,
      status,
      featuredImageUrl: '/images/blog/all-keys.jpg',
      featuredImageAlt: 'A distinctive alt text',
      metaTitle: 'A distinctive meta title',
      metaDescription: 'A distinctive meta description',
      canonicalUrl: 'https://syndicated.example/all-keys',
      reviewedBy: 'Maître Distinctive',
      reviewedAt: '2025-06-30',
      market: 'be-nl',
      language: 'nl',
      isTranslation: true,
      readTimeMinutes: 17,
      publishedAt: '2024-03-05T10:00:00.000Z',
      translationKeyId: keyId,
      baseArticleId: baseId,
    }) satisfies Record<Key, unknown>;

  async function adminArticle(id: string): Promise<Record<string, unknown>> {
    const res = await read(
      jsonRequest(`${ARTICLES_URL}/${id}`, { headers: editor.auth }),
      routeContext({ id }),
    );
    expect(res.status).toBe(200);
    return ((await res.json()) as { article: Record<string, unknown> }).article;
  }

  /** The keys whose value differs from `expected`, as `key: got` (an ISO date compared as a time). */
  async function differing(id: string, expected: Record<Key, unknown>, skip: (k: Key) => boolean) {
    const article = await adminArticle(id);
    const wrong: string[] = [];
    for (const key of SCHEMA_KEYS) {
      if (skip(key)) continue;
      const got = article[snake(key)];
      const want = expected[key];
      const same =
        key === 'publishedAt' && typeof got === 'string' && typeof want === 'string'
          ? Date.parse(got) === Date.parse(want)
          : JSON.stringify(got) === JSON.stringify(want);
      if (!same) wrong.push(`${key}: ${JSON.stringify(got)}`);
    }
    return wrong;
  }

  async function create(slug: string, status: 'draft' | 'published') {
    const values = distinctive(slug, status);
    const res = await postArticle(values, editor.auth);
    expect(res.status).toBe(201);
    const { id } = ((await res.json()) as { article: { id: string } }).article;
    // Sanity: the save itself keeps every key.
    expect(await differing(id, values, () => false)).toEqual([]);
    return { id, values };
  }

  const bulk = (body: unknown) =>
    bulkRoute(jsonRequest(`${ARTICLES_URL}/bulk`, { body, headers: editor.auth }), {});

  it('a bulk publish changes only the status', async () => {
    const { id, values } = await create('all-keys-publish', 'draft');
    expect(await (await bulk({ ids: [id], action: 'publish' })).json()).toEqual({
      results: [{ id, ok: true }],
    });
    expect(await differing(id, { ...values, status: 'published' }, () => false)).toEqual([]);
  });

  it('a bulk unpublish changes only the status', async () => {
    const { id, values } = await create('all-keys-unpublish', 'published');
    expect(await (await bulk({ ids: [id], action: 'unpublish' })).json()).toEqual({
      results: [{ id, ok: true }],
    });
    expect(await differing(id, { ...values, status: 'draft' }, () => false)).toEqual([]);
  });

  it('a bulk move changes only the category', async () => {
    const { id, values } = await create('all-keys-move', 'draft');
    const res = await bulk({ ids: [id], action: 'move', categoryId: thirdCategoryId });
    expect(await res.json()).toEqual({ results: [{ id, ok: true }] });
    expect(await differing(id, { ...values, categoryId: thirdCategoryId }, () => false)).toEqual([]);
  });

  it('a revision restore puts back every content key and keeps the others', async () => {
    const { id, values } = await create('all-keys-revision', 'draft');
    // A second save changes every key a restore puts back.
    const changed: Record<Key, unknown> = {
      ...values,
      title: 'Changed title',
      summary: 'Changed summary',
      content: '<p>Changed body.</p>',
      categoryId: thirdCategoryId,
      featuredImageUrl: '/images/blog/changed.jpg',
      featuredImageAlt: 'Changed alt',
      metaTitle: 'Changed meta title',
      metaDescription: 'Changed meta description',
      canonicalUrl: 'https://syndicated.example/changed',
      reviewedBy: 'Changed reviewer',
      reviewedAt: '2025-01-02',
      readTimeMinutes: 4,
    } satisfies Record<Key, unknown>;
    for (const key of SCHEMA_KEYS) {
      expect({ key, changed: RESTORED[key] ? changed[key] !== values[key] : true }).toEqual({
        key,
        changed: true,
      });
    }
    const current = await adminArticle(id);
    const saved = await putArticle(id, { ...changed, updatedAt: current.updated_at }, editor.auth);
    expect(saved.status).toBe(200);
    expect(await differing(id, changed, () => false)).toEqual([]);

    const listed = await revisionsRoute(
      jsonRequest(`${ARTICLES_URL}/${id}/revisions`, { headers: editor.auth }),
      routeContext({ id }),
    );
    const first = ((await listed.json()) as { revisions: { id: string }[] }).revisions.at(-1)!;
    const after = await adminArticle(id);
    const res = await revisionRestoreRoute(
      jsonRequest(`${ARTICLES_URL}/${id}/revisions/${first.id}/restore`, {
        method: 'POST',
        body: { updatedAt: after.updated_at },
        headers: editor.auth,
      }),
      routeContext({ id, revisionId: first.id }),
    );
    expect(res.status).toBe(200);
    expect(await differing(id, values, () => false)).toEqual([]);
  });

  it('a trash restore changes only the status (back as a draft)', async () => {
    const { id, values } = await create('all-keys-trash', 'published');
    expect((await deleteArticle(id, editor.auth)).status).toBe(200);
    const res = await trashRestoreRoute(
      jsonRequest(`/api/admin/blog/trash/${id}/restore`, { method: 'POST', headers: editor.auth }),
      routeContext({ id }),
    );
    expect(res.status).toBe(200);
    expect(await differing(id, { ...values, status: 'draft' }, () => false)).toEqual([]);
  });

  it("a translation approval keeps the translated article's own keys", async () => {
    const source = await postArticle(
      articlePayload(editor.categoryId, { slug: 'all-keys-source', status: 'published' }),
      editor.auth,
    );
    expect(source.status).toBe(201);
    const entries = await entriesOf('all-keys-source', editor.auth);
    for (const field of ['title', 'summary', 'content'] as const) {
      const res = await putTranslation(
        entries.get(`fr.${field}`)!.id,
        { content: field === 'content' ? '<p>Bonjour</p>' : `Texte ${field}` },
        editor.auth,
      );
      expect(res.status).toBe(200);
      expect((await approveTranslation(entries.get(`fr.${field}`)!.id, editor.auth)).status).toBe(200);
    }
    const [fr] = await testDb
      .get()
      .select()
      .from(blogArticles)
      .where(eq(blogArticles.slug, 'all-keys-source'))
      .then((rows) => rows.filter((r) => r.market === 'be-fr'));
    expect(fr).toBeDefined();
    // The translated version's own values, saved in the editor.
    const own = {
      ...distinctive('all-keys-source', 'published'),
      market: 'be-fr',
      language: 'fr',
      isTranslation: true,
      baseArticleId: fr!.baseArticleId,
      translationKeyId: fr!.translationKeyId,
    } satisfies Record<Key, unknown>;
    const saved = await putArticle(fr!.id, { ...own, updatedAt: fr!.updatedAt.toISOString() }, editor.auth);
    expect(saved.status).toBe(200);
    // Another approval republishes it.
    const meta = entries.get('fr.meta_title')!.id;
    expect((await putTranslation(meta, { content: 'Titre méta' }, editor.auth)).status).toBe(200);
    expect((await approveTranslation(meta, editor.auth)).status).toBe(200);
    expect((await adminArticle(fr!.id)).meta_title).toBe('Titre méta');
    expect(await differing(fr!.id, own, (k) => SET_BY_PUBLICATION[k])).toEqual([]);
  });

  it('covers every key of the save schema', () => {
    expect(Object.keys(RESTORED).sort()).toEqual([...SCHEMA_KEYS].sort());
    expect(Object.keys(distinctive('x', 'draft')).sort()).toEqual([...SCHEMA_KEYS].sort());
  });
});
