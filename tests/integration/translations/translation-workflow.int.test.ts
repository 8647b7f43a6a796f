import { nextCacheStandIn, resetRevalidated, revalidated } from '../blog/next-cache-recorder';
jest.mock('next/cache', () => nextCacheStandIn);

import { and, eq } from 'drizzle-orm';
import { blogArticles } from '@/lib/server/db/schema';
import { findRedirectTarget } from '@/lib/server/articles';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import {
  articlePayload,
  createEditor,
  postArticle,
  putArticle,
  type Editor,
} from '../blog/admin-article-api';
import { approveTranslation, entriesOf, putTranslation } from './translation-api';

process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

const FR = {
  title: 'Le devoir de compétence',
  summary: 'Ce que veut dire la compétence.',
  content: '<p>Bonjour</p>',
};

describe(`translation workflow [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  let editor: Editor;

  beforeAll(async () => {
    editor = await createEditor(testDb.get(), 'translator@firm.example');
  });
  beforeEach(() => resetRevalidated());

  async function publishSource(slug: string, over: Record<string, unknown> = {}) {
    const res = await postArticle(
      articlePayload(editor.categoryId, {
        slug,
        status: 'published',
        featuredImageUrl: '/images/blog/competence.jpg',
        featuredImageAlt: 'A lawyer reading a brief',
        ...over,
      }),
      editor.auth,
    );
    expect(res.status).toBe(201);
    return ((await res.json()) as { article: { id: string; translation_key_id: string | null } }).article;
  }

  async function translateAll(slug: string, language: 'fr' | 'nl', text = FR) {
    const entries = await entriesOf(slug, editor.auth);
    for (const field of ['title', 'summary', 'content'] as const) {
      const entry = entries.get(`${language}.${field}`)!;
      const res = await putTranslation(entry.id, { content: text[field], is_approved: true }, editor.auth);
      expect(res.status).toBe(200);
    }
  }

  const versionIn = async (market: 'be-fr' | 'be-nl', slug: string) =>
    (
      await testDb
        .get()
        .select()
        .from(blogArticles)
        .where(and(eq(blogArticles.market, market), eq(blogArticles.slug, slug)))
    )[0];

  it('a draft has no translation entries; publishing creates pending fr and nl entries for its public fields', async () => {
    const res = await postArticle(articlePayload(editor.categoryId, { slug: 'wf-draft-first' }), editor.auth);
    const { article } = (await res.json()) as { article: { id: string } };
    expect((await entriesOf('wf-draft-first', editor.auth)).size).toBe(0);

    const published = await putArticle(
      article.id,
      articlePayload(editor.categoryId, { slug: 'wf-draft-first', status: 'published' }),
      editor.auth,
    );
    expect(published.status).toBe(200);
    const entries = await entriesOf('wf-draft-first', editor.auth);
    // Title, summary and content, since issue 22 the slug, meta title and description and image alt, since issue 35 the reviewer.
    expect([...entries.keys()].sort()).toEqual([
      'fr.content',
      'fr.featured_image_alt',
      'fr.meta_description',
      'fr.meta_title',
      'fr.reviewed_by',
      'fr.slug',
      'fr.summary',
      'fr.title',
      'nl.content',
      'nl.featured_image_alt',
      'nl.meta_description',
      'nl.meta_title',
      'nl.reviewed_by',
      'nl.slug',
      'nl.summary',
      'nl.title',
    ]);
    for (const e of entries.values()) {
      expect(e).toMatchObject({ content: '', is_approved: false, is_auto_translated: false });
    }
    expect(entries.get('fr.title')!.source).toBe('Duty of Competence and AI');
  });

  it('publishes the translated article once title, summary and content of a language are approved', async () => {
    const source = await publishSource('wf-publish');
    const entries = await entriesOf('wf-publish', editor.auth);
    // Two of three approved: nothing is published yet.
    await putTranslation(entries.get('fr.title')!.id, { content: FR.title }, editor.auth);
    await putTranslation(entries.get('fr.summary')!.id, { content: FR.summary }, editor.auth);
    expect(await versionIn('be-fr', 'wf-publish')).toBeUndefined();
    // Saved but left pending: still nothing.
    await putTranslation(
      entries.get('fr.content')!.id,
      { content: FR.content, is_approved: false },
      editor.auth,
    );
    expect(await versionIn('be-fr', 'wf-publish')).toBeUndefined();

    resetRevalidated();
    const res = await approveTranslation(entries.get('fr.content')!.id, editor.auth);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      message: 'Translation approved',
      translation: { is_approved: true },
    });

    const fr = await versionIn('be-fr', 'wf-publish');
    expect(fr).toMatchObject({
      title: FR.title,
      summary: FR.summary,
      content: FR.content,
      language: 'fr',
      status: 'published',
      isTranslation: true,
      baseArticleId: source.id,
      translationKeyId: source.translation_key_id,
      categoryId: editor.categoryId,
      featuredImageUrl: '/images/blog/competence.jpg',
      // No approved French alt yet: the page describes the image by the French title, never in English.
      featuredImageAlt: null,
      authorId: editor.adminId,
      readTimeMinutes: 1,
    });
    expect(source.translation_key_id).toEqual(expect.any(String));
    expect(fr!.publishedAt).toBeInstanceOf(Date);
    expect(revalidated.paths).toEqual(
      expect.arrayContaining(['/blog/belgium-fr/wf-publish', '/blog/wf-publish']),
    );
    // Dutch is untouched and unpublished.
    expect(await versionIn('be-nl', 'wf-publish')).toBeUndefined();
  });

  it('an English change sends that field back to pending with its old text; a later approval updates the published translation', async () => {
    const source = await publishSource('wf-update');
    await translateAll('wf-update', 'fr');
    const publishedAt = (await versionIn('be-fr', 'wf-update'))!.publishedAt;

    const edit = await putArticle(
      source.id,
      articlePayload(editor.categoryId, {
        slug: 'wf-update',
        status: 'published',
        featuredImageUrl: '/images/blog/competence.jpg',
        title: 'Duty of Competence and Generative AI',
      }),
      editor.auth,
    );
    expect(edit.status).toBe(200);
    const entries = await entriesOf('wf-update', editor.auth);
    expect(entries.get('fr.title')).toMatchObject({ is_approved: false, content: FR.title });
    expect(entries.get('fr.title')!.source).toBe('Duty of Competence and Generative AI');
    expect(entries.get('fr.summary')).toMatchObject({ is_approved: true });
    expect(entries.get('fr.content')).toMatchObject({ is_approved: true });
    // The published French article keeps its text until the field is approved again.
    expect((await versionIn('be-fr', 'wf-update'))!.title).toBe(FR.title);

    const res = await putTranslation(
      entries.get('fr.title')!.id,
      { content: "Le devoir de compétence et l'IA générative", is_approved: true },
      editor.auth,
    );
    expect(res.status).toBe(200);
    const updated = await versionIn('be-fr', 'wf-update');
    expect(updated!.title).toBe("Le devoir de compétence et l'IA générative");
    expect(updated!.publishedAt).toEqual(publishedAt);
  });

  it('when the slug changes the keys follow it, and the next publication moves the translation with a redirect', async () => {
    const source = await publishSource('wf-old-slug');
    await translateAll('wf-old-slug', 'nl');
    const before = await entriesOf('wf-old-slug', editor.auth);

    const rename = await putArticle(
      source.id,
      articlePayload(editor.categoryId, { slug: 'wf-new-slug', status: 'published' }),
      editor.auth,
    );
    expect(rename.status).toBe(200);
    expect((await entriesOf('wf-old-slug', editor.auth)).size).toBe(0);
    const after = await entriesOf('wf-new-slug', editor.auth);
    expect(after.get('nl.title')!.id).toBe(before.get('nl.title')!.id);
    expect(after.get('nl.title')!.translation_keys.key).toBe('blog.article.title.wf-new-slug');
    expect(after.get('nl.title')!.is_approved).toBe(true);

    const res = await putTranslation(
      after.get('nl.summary')!.id,
      { content: 'Nieuwe samenvatting' },
      editor.auth,
    );
    expect(res.status).toBe(200);
    const nl = await versionIn('be-nl', 'wf-new-slug');
    expect(nl).toMatchObject({ summary: 'Nieuwe samenvatting', baseArticleId: source.id });
    expect(await versionIn('be-nl', 'wf-old-slug')).toBeUndefined();
    expect(
      await findRedirectTarget(testDb.get(), {
        market: 'be-nl',
        language: 'nl',
        oldSlug: 'wf-old-slug',
        now: new Date(),
      }),
    ).toBe('wf-new-slug');
  });

  it('a translation of a slug another article already holds in that market is refused and changes nothing', async () => {
    await publishSource('wf-taken');
    const squatter = await postArticle(
      articlePayload(null, { slug: 'wf-taken', market: 'be-fr', language: 'fr', status: 'published' }),
      editor.auth,
    );
    expect(squatter.status).toBe(201);
    const entries = await entriesOf('wf-taken', editor.auth);
    await putTranslation(entries.get('fr.title')!.id, { content: FR.title }, editor.auth);
    await putTranslation(entries.get('fr.summary')!.id, { content: FR.summary }, editor.auth);
    const res = await putTranslation(entries.get('fr.content')!.id, { content: FR.content }, editor.auth);
    expect(res.status).toBe(409);
    expect((await res.json()).error).toMatch(/already uses this slug/);
    const after = await entriesOf('wf-taken', editor.auth);
    expect(after.get('fr.content')).toMatchObject({ content: '', is_approved: false });
    expect((await versionIn('be-fr', 'wf-taken'))!.isTranslation).toBe(false);
  });
});
