import 'server-only';
import { and, desc, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import type { ArticleRevisionResponse, ArticleRevisionSummary } from '@/lib/admin/article-types';
import { ARTICLE_REVISIONS_KEPT } from '@/lib/constants/articles';
import type { Db, DbOrTx } from '@/lib/server/db/client';
import { NotFoundError } from '@/lib/server/errors';
import { articleRevisions, websiteAdmins } from '@/lib/server/db/schema';
import { findArticleById, iso, type ArticleRow } from './article-records';
import { toSnapshot, type ArticleSnapshot } from './field-mapping';
import { ARTICLE_MESSAGES } from './admin-view';

/*
 * Issue 23 point 2: every save of an article keeps a full copy of its fields, newest first, the last
 * ARTICLE_REVISIONS_KEPT per article. docs/adr/0083.
 */

/**
 * Records the row as saved, in the save's own transaction, and prunes the article's revisions beyond
 * the newest ARTICLE_REVISIONS_KEPT (the one just written, the current state, is always among them).
 * An autosave whose newest revision is the same author's autosave refreshes that one: a writing session
 * leaves one revision, not one per pause, and cannot push the author's real saves out of the 50.
 */
export async function recordRevision(
  db: DbOrTx,
  row: ArticleRow,
  authorId: string | null,
  { autosave = false }: { autosave?: boolean } = {},
): Promise<void> {
  const snapshot = toSnapshot(row);
  if (autosave) {
    const [newest] = await db
      .select({
        id: articleRevisions.id,
        autosave: articleRevisions.autosave,
        authorId: articleRevisions.authorId,
      })
      .from(articleRevisions)
      .where(eq(articleRevisions.articleId, row.id))
      .orderBy(desc(articleRevisions.createdAt), desc(articleRevisions.id))
      .limit(1);
    if (newest?.autosave && newest.authorId === authorId) {
      await db
        .update(articleRevisions)
        .set({ snapshot, createdAt: new Date() })
        .where(eq(articleRevisions.id, newest.id));
      return;
    }
  }
  await db.insert(articleRevisions).values({ articleId: row.id, authorId, snapshot, autosave });
  const kept = db
    .select({ id: articleRevisions.id })
    .from(articleRevisions)
    .where(eq(articleRevisions.articleId, row.id))
    .orderBy(desc(articleRevisions.createdAt), desc(articleRevisions.id))
    .limit(ARTICLE_REVISIONS_KEPT);
  await db
    .delete(articleRevisions)
    .where(and(eq(articleRevisions.articleId, row.id), notInArray(articleRevisions.id, kept)));
}

const summaryColumns = {
  id: articleRevisions.id,
  createdAt: articleRevisions.createdAt,
  authorId: websiteAdmins.id,
  authorName: websiteAdmins.name,
  // Read from the snapshot in the database: a list of 50 does not carry 50 bodies.
  title: sql<string>`${articleRevisions.snapshot}->>'title'`,
  status: sql<ArticleSnapshot['status']>`${articleRevisions.snapshot}->>'status'`,
  autosave: articleRevisions.autosave,
};

type SummaryRow = {
  id: string;
  createdAt: Date;
  authorId: string | null;
  authorName: string | null;
  title: string;
  status: ArticleSnapshot['status'];
  autosave: boolean;
};

function toSummary(r: SummaryRow): ArticleRevisionSummary {
  return {
    id: r.id,
    created_at: iso(r.createdAt),
    author: r.authorId !== null && r.authorName !== null ? { id: r.authorId, name: r.authorName } : null,
    title: r.title,
    status: r.status,
    autosave: r.autosave,
  };
}

/** An article's revisions, newest first. */
async function listRevisions(db: DbOrTx, articleId: string): Promise<ArticleRevisionSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(articleRevisions)
    .leftJoin(websiteAdmins, eq(websiteAdmins.id, articleRevisions.authorId))
    .where(eq(articleRevisions.articleId, articleId))
    .orderBy(desc(articleRevisions.createdAt), desc(articleRevisions.id));
  return rows.map(toSummary);
}

/** One revision of this article (a revision of another article is not found here). */
export async function findRevision(
  db: DbOrTx,
  articleId: string,
  revisionId: string,
): Promise<ArticleRevisionResponse['revision'] | undefined> {
  const rows = await db
    .select({ ...summaryColumns, snapshot: articleRevisions.snapshot })
    .from(articleRevisions)
    .leftJoin(websiteAdmins, eq(websiteAdmins.id, articleRevisions.authorId))
    .where(and(eq(articleRevisions.articleId, articleId), eq(articleRevisions.id, revisionId)))
    .limit(1);
  const row = rows[0];
  // Written only by recordRevision, from toSnapshot.
  return row ? { ...toSummary(row), snapshot: row.snapshot as ArticleSnapshot } : undefined;
}

/** GET …/articles/{id}/revisions: 404 for an unknown article. */
export async function listArticleRevisions(db: Db, articleId: string): Promise<ArticleRevisionSummary[]> {
  if (!(await findArticleById(db, articleId))) throw new NotFoundError(ARTICLE_MESSAGES.notFound);
  return listRevisions(db, articleId);
}

/** GET …/revisions/{revisionId}: 404 for an unknown article or a revision that is not this article's. */
export async function getArticleRevision(
  db: Db,
  articleId: string,
  revisionId: string,
): Promise<ArticleRevisionResponse['revision']> {
  const revision = await findRevision(db, articleId, revisionId);
  if (!revision) throw new NotFoundError(ARTICLE_MESSAGES.revisionNotFound);
  return revision;
}

/**
 * Deletes every article's revisions beyond its newest ARTICLE_REVISIONS_KEPT. A save already prunes its
 * own article's; this catches what a save never touches (a cap lowered in a release, an article never
 * saved again since), run by the `revision-pruning` job (docs/adr/0107). Returns how many it deleted.
 */
export async function pruneRevisionsBeyondCap(db: DbOrTx): Promise<number> {
  const ranked = db
    .select({
      id: articleRevisions.id,
      position: sql<number>`row_number() over (
        partition by ${articleRevisions.articleId}
        order by ${articleRevisions.createdAt} desc, ${articleRevisions.id} desc
      )`.as('position'),
    })
    .from(articleRevisions)
    .as('ranked');
  const beyondCap = db
    .select({ id: ranked.id })
    .from(ranked)
    .where(gt(ranked.position, ARTICLE_REVISIONS_KEPT));
  const rows = await db
    .delete(articleRevisions)
    .where(inArray(articleRevisions.id, beyondCap))
    .returning({ id: articleRevisions.id });
  return rows.length;
}
