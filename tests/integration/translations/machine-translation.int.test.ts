import { nextCacheStandIn } from '../blog/next-cache-recorder';
jest.mock('next/cache', () => nextCacheStandIn);

import { resetConfigForTests } from '@/lib/config';
import { createDeeplTranslator, deeplBaseUrl, MachineTranslationError } from '@/lib/server/translations';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { captureLog } from '@/tests/helpers/log-capture';
import { settleAfterResponse } from '@/lib/server/tasks/after-response';
import {
  articlePayload,
  createEditor,
  postArticle,
  putArticle,
  type Editor,
} from '../blog/admin-article-api';
import { startDeeplStandIn, STAND_IN_KEY, type DeeplStandIn } from './deepl-stand-in';
import { entriesOf } from './translation-api';

process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

describe('DeepL adapter against a local stand-in for DeepL', () => {
  let deepl: DeeplStandIn;
  beforeAll(async () => {
    deepl = await startDeeplStandIn();
  });
  afterAll(() => deepl.close());
  beforeEach(() => {
    deepl.mode = 'ok';
    deepl.calls.length = 0;
  });

  const translator = () => createDeeplTranslator({ apiKey: STAND_IN_KEY, baseUrl: deepl.url });

  it('sends the key, the languages and HTML tag handling, and returns the texts in order', async () => {
    const out = await translator().translate(['<p>Hello</p>', '<h2>Scope</h2>'], 'fr', 'html');
    expect(out).toEqual(['<p>[FR] Hello</p>', '<h2>[FR] Scope</h2>']);
    expect(deepl.calls[0]).toEqual({
      auth: `DeepL-Auth-Key ${STAND_IN_KEY}`,
      body: {
        text: ['<p>Hello</p>', '<h2>Scope</h2>'],
        source_lang: 'EN',
        target_lang: 'FR',
        tag_handling: 'html',
      },
    });
    await translator().translate(['Plain title'], 'nl', 'text');
    expect(deepl.calls[1]!.body).toEqual({ text: ['Plain title'], source_lang: 'EN', target_lang: 'NL' });
  });

  it('splits more than 50 texts into several calls', async () => {
    const texts = Array.from({ length: 120 }, (_, i) => `Text ${i}`);
    const out = await translator().translate(texts, 'nl', 'text');
    expect(out).toHaveLength(120);
    expect(out[119]).toBe('[NL] Text 119');
    expect(deepl.calls.map((c) => c.body.text.length)).toEqual([50, 50, 20]);
  });

  it.each([
    ['quota', 'quota'],
    ['auth', 'auth'],
    ['rate_limit', 'rate_limit'],
    ['outage', 'unavailable'],
    ['garbage', 'bad_response'],
  ] as const)('turns a %s answer into a MachineTranslationError (%s)', async (mode, failure) => {
    deepl.mode = mode;
    const err: unknown = await translator()
      .translate(['Hello'], 'fr', 'text')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MachineTranslationError);
    expect(err).toMatchObject({ failure });
  });

  it('reports an unreachable service as unavailable', async () => {
    const offline = createDeeplTranslator({ apiKey: STAND_IN_KEY, baseUrl: 'http://127.0.0.1:9' });
    await expect(offline.translate(['Hello'], 'fr', 'text')).rejects.toMatchObject({
      failure: 'unavailable',
    });
  });

  it('picks the free or the pro host from the key', () => {
    expect(deeplBaseUrl('abc:fx', undefined)).toBe('https://api-free.deepl.com');
    expect(deeplBaseUrl('abc', undefined)).toBe('https://api.deepl.com');
    expect(deeplBaseUrl('abc', 'http://127.0.0.1:1234/')).toBe('http://127.0.0.1:1234');
  });
});

describe(`machine pre-fill of new translation entries [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  let editor: Editor;
  let deepl: DeeplStandIn;

  beforeAll(async () => {
    editor = await createEditor(testDb.get(), 'machine@firm.example');
    deepl = await startDeeplStandIn();
    process.env.DEEPL_API_KEY = STAND_IN_KEY;
    process.env.DEEPL_API_URL = deepl.url;
    resetConfigForTests();
  });
  afterAll(async () => {
    delete process.env.DEEPL_API_KEY;
    delete process.env.DEEPL_API_URL;
    resetConfigForTests();
    await deepl.close();
  });

  const publish = (slug: string, content = '<p>Hello <strong>counsel</strong></p>') =>
    postArticle(articlePayload(null, { slug, status: 'published', content }), editor.auth);

  it('pre-fills new entries, marked AI and still pending; HTML comes back through the sanitizer', async () => {
    deepl.mode = 'ok';
    const res = await publish('mt-prefill', '<p>Hello <strong>counsel</strong></p>');
    expect(res.status).toBe(201);
    // The pre-fill runs after the response.
    await settleAfterResponse();
    const entries = await entriesOf('mt-prefill', editor.auth);
    expect(entries.get('fr.title')).toMatchObject({
      content: '[FR] Duty of Competence and AI',
      is_auto_translated: true,
      is_approved: false,
    });
    expect(entries.get('nl.content')!.content).toBe('<p>[NL] Hello <strong>[NL] counsel</strong></p>');
    expect(deepl.calls.find((c) => c.body.tag_handling === 'html')).toBeDefined();
  });

  it('pre-fills the meta title, description and image alt, and makes the slug from the translated title', async () => {
    deepl.mode = 'ok';
    deepl.calls.length = 0;
    const res = await postArticle(
      articlePayload(null, {
        slug: 'mt-all-fields',
        status: 'published',
        featuredImageUrl: '/images/blog/competence.jpg',
        featuredImageAlt: 'A lawyer reading a brief',
        metaTitle: 'Competence and AI',
        metaDescription: 'What competence asks.',
      }),
      editor.auth,
    );
    expect(res.status).toBe(201);
    await settleAfterResponse();
    const entries = await entriesOf('mt-all-fields', editor.auth);
    expect(entries.get('fr.meta_title')).toMatchObject({
      content: '[FR] Competence and AI',
      is_auto_translated: true,
    });
    expect(entries.get('nl.meta_description')!.content).toBe('[NL] What competence asks.');
    expect(entries.get('fr.featured_image_alt')!.content).toBe('[FR] A lawyer reading a brief');
    // slugify('[FR] Duty of Competence and AI'): the slug rule holds, and it is pending like the rest.
    expect(entries.get('fr.slug')).toMatchObject({
      content: 'fr-duty-of-competence-and-ai',
      is_auto_translated: true,
      is_approved: false,
    });
    expect(entries.get('nl.slug')!.content).toBe('nl-duty-of-competence-and-ai');
    // The English slug is never sent to the service.
    expect(deepl.calls.flatMap((c) => c.body.text)).not.toContain('mt-all-fields');
  });

  it('leaves the entries empty for a person when DeepL refuses (quota), and the article is still saved', async () => {
    deepl.mode = 'quota';
    const callsBefore = deepl.calls.length;
    const res = await publish('mt-quota');
    expect(res.status).toBe(201);
    await settleAfterResponse();
    // DeepL was asked (and refused): the empty entries are the quota's outcome, not a skipped adapter.
    expect(deepl.calls.length).toBeGreaterThan(callsBefore);
    const entries = await entriesOf('mt-quota', editor.auth);
    expect(entries.size).toBe(16);
    for (const e of entries.values()) expect(e).toMatchObject({ content: '', is_auto_translated: false });
  });

  it('answers 201 and keeps the article when the pre-fill fails in the database after the commit', async () => {
    deepl.mode = 'nul';
    const logged = captureLog();
    try {
      const res = await publish('mt-db-failure-create');
      expect(res.status).toBe(201);
      const { article } = (await res.json()) as { article: { id: string; slug: string } };
      expect(article.slug).toBe('mt-db-failure-create');
      await settleAfterResponse();
      expect(logged.lines()).toContainEqual(
        expect.objectContaining({
          level: 'error',
          msg: expect.stringContaining('[after] translation pre-fill failed:'),
        }),
      );
      // Saved, with its entries left empty for a person to translate.
      const entries = await entriesOf('mt-db-failure-create', editor.auth);
      expect(entries.size).toBe(16);
      for (const e of entries.values()) expect(e).toMatchObject({ content: '', is_auto_translated: false });
    } finally {
      logged.restore();
    }
  });

  it('answers 200 and keeps the update when the pre-fill of a publish fails in the database', async () => {
    deepl.mode = 'nul';
    const logged = captureLog();
    try {
      const draft = articlePayload(null, { slug: 'mt-db-failure-update', status: 'draft' });
      const created = await postArticle(draft, editor.auth);
      expect(created.status).toBe(201);
      const { article } = (await created.json()) as { article: { id: string } };
      const res = await putArticle(article.id, { ...draft, status: 'published' }, editor.auth);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { article: { status: string } }).article.status).toBe('published');
      await settleAfterResponse();
      expect(logged.lines()).toContainEqual(
        expect.objectContaining({
          level: 'error',
          msg: expect.stringContaining('[after] translation pre-fill failed:'),
        }),
      );
      expect((await entriesOf('mt-db-failure-update', editor.auth)).size).toBe(16);
    } finally {
      logged.restore();
    }
  });
});
