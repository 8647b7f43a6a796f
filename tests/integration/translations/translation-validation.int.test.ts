import { nextCacheStandIn } from '../blog/next-cache-recorder';
jest.mock('next/cache', () => nextCacheStandIn);

import { eq } from 'drizzle-orm';
import { auditLog, translations } from '@/lib/server/db/schema';
import { seedDemo } from '@/lib/server/installation';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { articlePayload, createEditor, postArticle, type Editor } from '../blog/admin-article-api';
import { GET as list } from '@/app/api/admin/translations/route';
import { jsonRequest } from '@/tests/helpers/http';
import {
  approveTranslation,
  entriesOf,
  getTranslations,
  putTranslation,
  TRANSLATIONS_URL,
} from './translation-api';
import { useLocalMediaStorage } from '../images/local-media';

process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe(`translations API validation [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  // The demo seed below stores its pictures: in a directory of this file's own.
  useLocalMediaStorage();
  let editor: Editor;

  beforeAll(async () => {
    editor = await createEditor(testDb.get(), 'translation-checks@firm.example');
    const res = await postArticle(
      articlePayload(null, { slug: 'tv-source', status: 'published', summary: '' }),
      editor.auth,
    );
    expect(res.status).toBe(201);
  });

  const rowOf = async (id: string) =>
    (await testDb.get().select().from(translations).where(eq(translations.id, id)))[0];

  it('refuses every call without a session', async () => {
    const entries = await entriesOf('tv-source', editor.auth);
    const id = entries.get('fr.title')!.id;
    expect((await getTranslations('blog.article.%.tv-source', {})).status).toBe(401);
    expect((await putTranslation(id, { content: 'x' }, {})).status).toBe(401);
    expect((await approveTranslation(id, {})).status).toBe(401);
    expect(await rowOf(id)).toMatchObject({ content: '', isApproved: false });
  });

  it.each([
    ['no filter', undefined],
    ['another prefix', 'blog.category.%.tv-source'],
    ['a second wildcard', 'blog.article.%.%'],
    ['a wildcard in the slug', 'blog.article.%.tv-%'],
    ['an underscore wildcard', 'blog.article._.tv-source'],
    ['a field instead of %', 'blog.article.title.tv-source'],
    ['an upper-case slug', 'blog.article.%.TV-Source'],
    ['a bare %', '%'],
  ])('answers 400 to a filter with %s', async (_label, filter) => {
    const res =
      filter === undefined
        ? await list(jsonRequest(TRANSLATIONS_URL, { headers: editor.auth }), {})
        : await getTranslations(filter, editor.auth);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toEqual(expect.any(String));
  });

  it('answers an empty list for a slug no article has', async () => {
    const res = await getTranslations('blog.article.%.no-such-article', editor.auth);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ translations: [] });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await putTranslation(UNKNOWN_ID, { content: 'x' }, editor.auth)).status).toBe(404);
    expect((await approveTranslation(UNKNOWN_ID, editor.auth)).status).toBe(404);
    expect((await putTranslation('not-an-id', { content: 'x' }, editor.auth)).status).toBe(400);
  });

  it.each([
    ['no content', { is_approved: true }],
    ['content of the wrong type', { content: 42 }],
    ['is_approved of the wrong type', { content: 'x', is_approved: 'yes' }],
    ['an array body', ['x']],
  ])('answers 400 to a body with %s and changes nothing', async (_label, body) => {
    const id = (await entriesOf('tv-source', editor.auth)).get('nl.content')!.id;
    const res = await putTranslation(id, body, editor.auth);
    expect(res.status).toBe(400);
    expect(await rowOf(id)).toMatchObject({ content: '', isApproved: false });
  });

  it('answers 413 to a body over the size limit and changes nothing', async () => {
    const id = (await entriesOf('tv-source', editor.auth)).get('nl.content')!.id;
    const res = await putTranslation(id, { content: 'x'.repeat(2_000_000) }, editor.auth);
    expect(res.status).toBe(413);
    expect(await rowOf(id)).toMatchObject({ content: '', isApproved: false });
  });

  it('sanitizes the content field with the shared allowlist and keeps title text as typed', async () => {
    const entries = await entriesOf('tv-source', editor.auth);
    const content = await putTranslation(
      entries.get('fr.content')!.id,
      {
        content: '<p onclick="x()">Bonjour<script>alert(1)</script> <img src=x onerror=alert(1)></p>',
        is_approved: false,
      },
      editor.auth,
    );
    expect(content.status).toBe(200);
    expect((await content.json()).translation.content).toBe('<p>Bonjour <img src="x"></p>');
    const title = await putTranslation(
      entries.get('fr.title')!.id,
      { content: '  Les <b>règles</b> & vous  ', is_approved: false },
      editor.auth,
    );
    expect((await title.json()).translation.content).toBe('Les <b>règles</b> & vous');
  });

  it('refuses to approve an empty translation, but not an empty summary whose English is empty', async () => {
    const entries = await entriesOf('tv-source', editor.auth);
    const res = await approveTranslation(entries.get('nl.title')!.id, editor.auth);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('Write the translation before approving it');
    expect((await rowOf(entries.get('nl.title')!.id))!.isApproved).toBe(false);
    expect((await approveTranslation(entries.get('nl.summary')!.id, editor.auth)).status).toBe(200);
  });

  it('records who changed a translation in the audit log', async () => {
    const id = (await entriesOf('tv-source', editor.auth)).get('fr.summary')!.id;
    await putTranslation(id, { content: 'Résumé', is_approved: false }, editor.auth);
    const rows = await testDb.get().select().from(auditLog).where(eq(auditLog.action, 'translation.updated'));
    expect(rows.some((r) => r.adminId === editor.adminId && r.detail['translationId'] === id)).toBe(true);
  });

  it('the demo seed leaves pending entries for every published English article without a translation', async () => {
    await seedDemo(testDb.get(), editor.adminId);
    const untranslated = await entriesOf('drafting-with-ai-where-it-helps', editor.auth);
    expect(untranslated.size).toBe(16);
    expect([...untranslated.values()].every((e) => !e.is_approved && e.content === '')).toBe(true);
    // A seeded group with both versions: its entries hold the published text, approved.
    const translated = await entriesOf('ai-assisted-legal-research-workflow', editor.auth);
    expect(translated.get('fr.title')).toMatchObject({ is_approved: true });
    expect(translated.get('nl.content')!.content).toContain('<');
    // The seeded translation's own slug is its approved slug entry.
    expect(translated.get('fr.slug')).toMatchObject({ is_approved: true, content: expect.any(String) });
    expect(translated.get('fr.slug')!.content).not.toBe('');
  });
});
