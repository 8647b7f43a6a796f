import { nextCacheStandIn } from '@/tests/integration/blog/next-cache-recorder';
jest.mock('next/cache', () => nextCacheStandIn);

import { eq } from 'drizzle-orm';
import { ARTICLE_REVISIONS_KEPT } from '@/lib/constants/articles';
import {
  adminSessions,
  articlePreviewLinks,
  articleRevisions,
  passwordResetTokens,
  rateLimitEvents,
} from '@/lib/server/db/schema';
import { runJobIfDue } from '@/lib/server/jobs';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { articlePayload, createEditor, postArticle } from '@/tests/integration/blog/admin-article-api';

process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');
jest.setTimeout(60_000);

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe(`the clean-up jobs [${testDbKind()}] (issue 37 point 3, ADR 0107)`, () => {
  const testDb = useTestDatabase();

  it('expired-rows deletes ended sessions, dead reset links and old rate-limit events, and keeps live ones', async () => {
    const db = testDb.get();
    const editor = await createEditor(db, 'cleanup@firm.example');
    const now = new Date();
    const [ended] = await db
      .insert(adminSessions)
      .values({ adminId: editor.adminId, expiresAt: new Date(now.getTime() - HOUR) })
      .returning();
    await db.insert(passwordResetTokens).values([
      { adminId: editor.adminId, tokenHash: 'expired', expiresAt: new Date(now.getTime() - HOUR) },
      { adminId: editor.adminId, tokenHash: 'used', expiresAt: new Date(now.getTime() + HOUR), usedAt: now },
      { adminId: editor.adminId, tokenHash: 'live', expiresAt: new Date(now.getTime() + HOUR) },
    ]);
    await db.insert(rateLimitEvents).values([
      { bucket: 'contact', subject: 'old', createdAt: new Date(now.getTime() - 2 * DAY) },
      { bucket: 'contact', subject: 'recent', createdAt: new Date(now.getTime() - HOUR) },
    ]);

    const run = await runJobIfDue('expired-rows', now);
    expect(run).toMatchObject({
      outcome: 'succeeded',
      detail: { sessions: 1, resetAndSignInLinks: 2, rateLimitEvents: 1 },
    });
    expect(await db.select().from(adminSessions).where(eq(adminSessions.id, ended!.id))).toEqual([]);
    // The editor's own live session (createEditor's) is still there.
    expect(
      await db.select().from(adminSessions).where(eq(adminSessions.adminId, editor.adminId)),
    ).toHaveLength(1);
    expect((await db.select().from(passwordResetTokens)).map((t) => t.tokenHash)).toEqual(['live']);
    expect((await db.select().from(rateLimitEvents)).map((e) => e.subject)).toEqual(['recent']);
  });

  it('expired-preview-links and revision-pruning delete what is past its end or beyond the cap', async () => {
    const db = testDb.get();
    const editor = await createEditor(db, 'pruner@firm.example');
    const res = await postArticle(articlePayload(editor.categoryId, { slug: 'many-revisions' }), editor.auth);
    const { article } = await res.json();
    const now = new Date();
    await db.insert(articlePreviewLinks).values([
      { articleId: article.id, tokenHash: 'gone', expiresAt: new Date(now.getTime() - HOUR) },
      { articleId: article.id, tokenHash: 'kept', expiresAt: new Date(now.getTime() + DAY) },
    ]);
    expect(await runJobIfDue('expired-preview-links', now)).toMatchObject({ detail: { deleted: 1 } });
    expect((await db.select().from(articlePreviewLinks)).map((l) => l.tokenHash)).toEqual(['kept']);

    // Over the cap (as after a release that lowered it): the oldest go, the newest 50 stay.
    const [current] = await db
      .select()
      .from(articleRevisions)
      .where(eq(articleRevisions.articleId, article.id));
    await db.insert(articleRevisions).values(
      Array.from({ length: ARTICLE_REVISIONS_KEPT + 2 }, (_, i) => ({
        articleId: article.id,
        snapshot: current!.snapshot,
        createdAt: new Date(now.getTime() - (i + 1) * HOUR),
      })),
    );
    // A daily job: not due until its time has come.
    expect(await runJobIfDue('revision-pruning', now)).toBeNull();
    expect(await runJobIfDue('revision-pruning', new Date(now.getTime() + DAY + HOUR))).toMatchObject({
      outcome: 'succeeded',
      detail: { deleted: 3 },
    });
    const kept = await db.select().from(articleRevisions).where(eq(articleRevisions.articleId, article.id));
    expect(kept).toHaveLength(ARTICLE_REVISIONS_KEPT);
    expect(kept.map((r) => r.id)).toContain(current!.id);
  });
});
