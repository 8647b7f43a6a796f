import { nextCacheStandIn, resetRevalidated, revalidated } from '../blog/next-cache-recorder';
jest.mock('next/cache', () => nextCacheStandIn);

import { and, eq } from 'drizzle-orm';
import { blogArticles } from '@/lib/server/db/schema';
import { findRedirectTarget, getSitemapXml, lookupArticle } from '@/lib/server/articles';
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

// Issue 22 point 8: every public field of an article is a translation entry, and the be-fr/be-nl page
// uses the approved ones (docs/adr/0080).

const FR = {
  title: 'Le devoir de compétence',
  summary: 'Ce que veut dire la compétence.',
  content: '<p>Bonjour</p>',
  slug: 'devoir-de-competence',
  meta_title: 'Compétence et IA : le guide',
  meta_description: 'Ce que le devoir de compétence exige des avocats qui utilisent l’IA.',
  featured_image_alt: 'Une avocate lit un mémoire',
  reviewed_by: 'Maître Anne Dupont',
};
type Field = keyof typeof FR;
const ALL_FIELDS = Object.keys(FR) as Field[];

describe(`translations of every public field [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  let editor: Editor;

  beforeAll(async () => {
    editor = await createEditor(testDb.get(), 'fields@firm.example');
  });
  beforeEach(() => resetRevalidated());

  async function publishSource(slug: string, over: Record<string, unknown> = {}) {
    const res = await postArticle(
      articlePayload(editor.categoryId, {
        slug,
        status: 'published',
        featuredImageUrl: '/images/blog/competence.jpg',
        featuredImageAlt: 'A lawyer reading a brief',
        metaTitle: 'Competence and AI: the guide',
        metaDescription: 'What the duty of competence asks of lawyers who use AI.',
        reviewedBy: 'Anne Dupont',
        reviewedAt: '2026-10-02',
        ...over,
      }),
      editor.auth,
    );
    expect(res.status).toBe(201);
    return ((await res.json()) as { article: { id: string; updated_at: string } }).article;
  }

  async function translate(slug: string, fields: readonly Field[], text: Record<Field, string> = FR) {
    const entries = await entriesOf(slug, editor.auth);
    for (const field of fields) {
      const res = await putTranslation(entries.get(`fr.${field}`)!.id, { content: text[field] }, editor.auth);
      expect({ field, status: res.status }).toEqual({ field, status: 200 });
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

  it('creates pending fr and nl entries for all eight fields, each with its English text', async () => {
    await publishSource('tf-entries');
    const entries = await entriesOf('tf-entries', editor.auth);
    expect([...entries.keys()].filter((k) => k.startsWith('fr.')).sort()).toEqual(
      ALL_FIELDS.map((f) => `fr.${f}`).sort(),
    );
    expect(entries.size).toBe(16);
    expect(entries.get('nl.slug')).toMatchObject({ source: 'tf-entries', content: '', is_approved: false });
    expect(entries.get('fr.meta_title')!.source).toBe('Competence and AI: the guide');
    expect(entries.get('fr.meta_description')!.source).toBe(
      'What the duty of competence asks of lawyers who use AI.',
    );
    expect(entries.get('fr.featured_image_alt')!.source).toBe('A lawyer reading a brief');
    expect(entries.get('fr.featured_image_alt')!.translation_keys).toMatchObject({
      key: 'blog.article.featured_image_alt.tf-entries',
      metadata: { field_type: 'featured_image_alt' },
    });
  });

  it('publishes the French page at its French slug with the French meta title, description and image alt', async () => {
    const source = await publishSource('tf-publish');
    await translate('tf-publish', ALL_FIELDS);
    expect(await versionIn('be-fr', 'tf-publish')).toBeUndefined();
    const fr = await versionIn('be-fr', FR.slug);
    expect(fr).toMatchObject({
      title: FR.title,
      slug: FR.slug,
      metaTitle: FR.meta_title,
      metaDescription: FR.meta_description,
      featuredImageAlt: FR.featured_image_alt,
      // The reviewer's name as approved, the review date the source's.
      reviewedBy: FR.reviewed_by,
      reviewedAt: '2026-10-02',
      baseArticleId: source.id,
      status: 'published',
    });
    expect(revalidated.paths).toEqual(expect.arrayContaining([`/blog/belgium-fr/${FR.slug}`]));

    // The page's data: French fields, and hreflang pointing at each version's own slug.
    const page = await lookupArticle('be-fr', 'fr', FR.slug);
    if (page.kind !== 'found') throw new Error(`be-fr page ${page.kind}`);
    expect(page.data.article).toMatchObject({
      slug: FR.slug,
      meta_title: FR.meta_title,
      meta_description: FR.meta_description,
      featured_image_alt: FR.featured_image_alt,
    });
    expect(page.data.versions).toEqual(
      expect.arrayContaining([
        { market: 'global', language: 'en', slug: 'tf-publish' },
        { market: 'be-fr', language: 'fr', slug: FR.slug },
      ]),
    );
    const english = await lookupArticle('global', 'en', 'tf-publish');
    if (english.kind !== 'found') throw new Error(`global page ${english.kind}`);
    expect(english.data.versions).toEqual(
      expect.arrayContaining([{ market: 'be-fr', language: 'fr', slug: FR.slug }]),
    );
    expect(await getSitemapXml({ kind: 'articles', market: 'be-fr', chunk: 1 })).toContain(
      `/blog/belgium-fr/${FR.slug}</loc>`,
    );
  });

  it('until they are approved, the page keeps the English slug and builds alt and metadata from the French text', async () => {
    await publishSource('tf-required-only');
    await translate('tf-required-only', ['title', 'summary', 'content']);
    const fr = await versionIn('be-fr', 'tf-required-only');
    expect(fr).toMatchObject({
      title: FR.title,
      metaTitle: null,
      metaDescription: null,
      featuredImageAlt: null,
    });
  });

  it('moves a published translation to its approved French slug, with a redirect from the old one', async () => {
    await publishSource('tf-late-slug');
    await translate('tf-late-slug', ['title', 'summary', 'content']);
    expect(await versionIn('be-fr', 'tf-late-slug')).toBeDefined();
    await translate('tf-late-slug', ['slug'], { ...FR, slug: 'competence-tardive' });
    expect(await versionIn('be-fr', 'tf-late-slug')).toBeUndefined();
    expect((await versionIn('be-fr', 'competence-tardive'))!.title).toBe(FR.title);
    expect(
      await findRedirectTarget(testDb.get(), {
        market: 'be-fr',
        language: 'fr',
        oldSlug: 'tf-late-slug',
        now: new Date(),
      }),
    ).toBe('competence-tardive');
  });

  it('keeps an approved French slug when the English article is renamed', async () => {
    const source = await publishSource('tf-rename');
    await translate('tf-rename', ALL_FIELDS, { ...FR, slug: 'renommage-fr' });
    const rename = await putArticle(
      source.id,
      articlePayload(editor.categoryId, {
        slug: 'tf-renamed',
        status: 'published',
        featuredImageUrl: '/images/blog/competence.jpg',
        featuredImageAlt: 'A lawyer reading a brief',
        metaTitle: 'Competence and AI: the guide',
        metaDescription: 'What the duty of competence asks of lawyers who use AI.',
      }),
      editor.auth,
    );
    expect(rename.status).toBe(200);
    const entries = await entriesOf('tf-renamed', editor.auth);
    expect(entries.get('fr.slug')).toMatchObject({
      content: 'renommage-fr',
      is_approved: true,
      source: 'tf-renamed',
    });
    // A later approval republishes at the same French address.
    const res = await putTranslation(entries.get('fr.summary')!.id, { content: 'Résumé revu' }, editor.auth);
    expect(res.status).toBe(200);
    expect(await versionIn('be-fr', 'renommage-fr')).toMatchObject({ summary: 'Résumé revu' });
  });

  it('refuses a translated slug that breaks the slug rule with 400 naming the field, and stores nothing', async () => {
    await publishSource('tf-bad-slug');
    const entry = (await entriesOf('tf-bad-slug', editor.auth)).get('fr.slug')!;
    for (const bad of ['Devoir de compétence', 'devoir--double', '-devoir', 'x'.repeat(201)]) {
      const res = await putTranslation(entry.id, { content: bad }, editor.auth);
      expect({ bad, status: res.status }).toEqual({ bad, status: 400 });
      const body = await res.json();
      expect(body.details).toEqual({ slug: body.error });
    }
    expect((await entriesOf('tf-bad-slug', editor.auth)).get('fr.slug')).toMatchObject({
      content: '',
      is_approved: false,
    });
  });

  it('refuses a French slug another be-fr article uses, or another article’s French slug claims, with 409 naming the field', async () => {
    await publishSource('tf-taken');
    const squatter = await postArticle(
      articlePayload(null, { slug: 'occupe', market: 'be-fr', language: 'fr', status: 'published' }),
      editor.auth,
    );
    expect(squatter.status).toBe(201);
    const entries = await entriesOf('tf-taken', editor.auth);
    const taken = await putTranslation(entries.get('fr.slug')!.id, { content: 'occupe' }, editor.auth);
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({
      error: 'Slug "occupe" is already used by another article in be-fr',
      details: { slug: 'Slug "occupe" is already used by another article in be-fr' },
    });

    await publishSource('tf-claimant');
    await translate('tf-claimant', ['slug'], { ...FR, slug: 'revendique' });
    const claimed = await putTranslation(entries.get('fr.slug')!.id, { content: 'revendique' }, editor.auth);
    expect(claimed.status).toBe(409);
    expect((await claimed.json()).details).toHaveProperty('slug');
    // The same slug in Dutch lives in another market: free.
    const dutch = await putTranslation(entries.get('nl.slug')!.id, { content: 'revendique' }, editor.auth);
    expect(dutch.status).toBe(200);
    expect((await entriesOf('tf-taken', editor.auth)).get('fr.slug')).toMatchObject({
      content: '',
      is_approved: false,
    });
  });

  it('checks the slug again on approval: a slug taken since it was written is refused with 409', async () => {
    await publishSource('tf-approve-late');
    const entries = await entriesOf('tf-approve-late', editor.auth);
    const pending = await putTranslation(
      entries.get('fr.slug')!.id,
      { content: 'pris-entre-temps', is_approved: false },
      editor.auth,
    );
    expect(pending.status).toBe(200);
    const squatter = await postArticle(
      articlePayload(null, { slug: 'pris-entre-temps', market: 'be-fr', language: 'fr' }),
      editor.auth,
    );
    expect(squatter.status).toBe(201);
    const res = await approveTranslation(entries.get('fr.slug')!.id, editor.auth);
    expect(res.status).toBe(409);
    expect((await res.json()).details).toHaveProperty('slug');
  });

  it('refuses a meta title longer than the editor allows with 400 naming the field', async () => {
    await publishSource('tf-long-meta');
    const entry = (await entriesOf('tf-long-meta', editor.auth)).get('fr.meta_title')!;
    const res = await putTranslation(entry.id, { content: 'm'.repeat(201) }, editor.auth);
    expect(res.status).toBe(400);
    expect((await res.json()).details).toEqual({ meta_title: 'Meta title must be at most 200 characters' });
  });
});
