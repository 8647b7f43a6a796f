import { nextCacheStandIn } from './next-cache-recorder';
jest.mock('next/cache', () => nextCacheStandIn);

import { ARTICLE_CONTENT_MAX_BYTES, ARTICLE_TOO_LARGE_MESSAGE } from '@/lib/constants/forms';
import { longArticleBody } from '@/tests/helpers/long-article-body';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { articlePayload, countArticles, createEditor, postArticle, putArticle } from './admin-article-api';

process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

describe(`article size limit (issue 22 point 4) [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  let auth: Record<string, string> = {};
  let categoryId = '';

  beforeAll(async () => {
    ({ auth, categoryId } = await createEditor(testDb.get(), 'long-articles@firm.example'));
  });

  it('saves a 12,000-word article with a table, larger than the old 64 KB limit, and updates it', async () => {
    // The case: the 64 KB JSON limit refused it.
    const words = 'The duty of competence reaches the tools a lawyer uses and the words say so. ';
    const paragraphs = `<p class="language-text">${words.repeat(10)}</p>`.repeat(80);
    const table =
      '<table><thead><tr><th>Rule</th><th>What it asks</th></tr></thead><tbody>' +
      '<tr><td>1.1</td><td>Competence, including the benefits and risks of technology.</td></tr>'.repeat(40) +
      '</tbody></table>';
    const content = `<h2 id="part">Competence</h2>${paragraphs}${table}`;
    expect(content.split(/\s+/).length).toBeGreaterThan(9_000);
    expect(Buffer.byteLength(JSON.stringify({ content }))).toBeGreaterThan(64 * 1024);
    const res = await postArticle(articlePayload(categoryId, { slug: 'nine-thousand-words', content }), auth);
    const created = await res.json();
    expect({ status: res.status, error: created.error }).toEqual({ status: 201, error: undefined });
    const { article } = created;
    expect(article.content).toContain('<table>');
    const again = await putArticle(
      article.id,
      articlePayload(categoryId, { slug: 'nine-thousand-words', content, updatedAt: article.updated_at }),
      auth,
    );
    expect(again.status).toBe(200);
  }, 60_000);

  it('saves a realistic 1 MB article (sections, lists, links, tables) well within the sanitizer budget, content intact', async () => {
    // Issue 24 point 1: such a body took the sanitizer two jsdom passes (1.7 s idle, over 5 s under
    // load: refused as too complex); one pass and a parse5 round trip now (docs/adr/0079).
    const content = longArticleBody(ARTICLE_CONTENT_MAX_BYTES - 50_000);
    expect(content.length).toBeGreaterThan(950_000);
    expect(content.split(/\s+/).length).toBeGreaterThan(90_000);
    // 201 is the timing assertion: past the 5 s budget the route answers 400 "too complex" (wall time
    // around it is the machine's; bench/sanitize-long-article.ts measures the sanitizer itself).
    const res = await postArticle(articlePayload(categoryId, { slug: 'one-megabyte', content }), auth);
    const created = await res.json();
    expect({ status: res.status, error: created.error }).toEqual({ status: 201, error: undefined });
    // Ids share the page's namespace and get the sanitizer's prefix; nothing else changes.
    expect(created.article.content).toBe(content.replaceAll(' id="', ' id="user-content-'));
    const again = await putArticle(
      created.article.id,
      articlePayload(categoryId, { slug: 'one-megabyte', content, updatedAt: created.article.updated_at }),
      auth,
    );
    expect(again.status).toBe(200);
    expect((await again.json()).article.content.length).toBe(created.article.content.length);
  }, 120_000);

  it('answers a larger request with 413 JSON naming the limit, and stores nothing', async () => {
    const before = await countArticles(testDb.get());
    const content = '<p>' + 'y'.repeat(2 * ARTICLE_CONTENT_MAX_BYTES) + '</p>';
    const res = await postArticle(articlePayload(categoryId, { slug: 'too-large', content }), auth);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: ARTICLE_TOO_LARGE_MESSAGE });
    expect(ARTICLE_TOO_LARGE_MESSAGE).toContain('1 MB');
    expect(await countArticles(testDb.get())).toBe(before);
  });

  it('refuses content just over 1 MB inside the request limit with 400 on the content field, same words', async () => {
    const content = '<p>' + 'z'.repeat(ARTICLE_CONTENT_MAX_BYTES) + '</p>';
    const res = await postArticle(articlePayload(categoryId, { slug: 'just-over', content }), auth);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(JSON.stringify(body)).toContain(ARTICLE_TOO_LARGE_MESSAGE);
    expect(JSON.stringify(body.details)).toContain('content');
  });
});
