import 'server-only';
import { articleFieldKey, TRANSLATED_FIELDS, TRANSLATION_SOURCE } from '@/lib/blog/translation-keys';
import type { TrashedArticle } from '@/lib/admin/article-types';
import { TRASH_RETENTION_DAYS } from '@/lib/constants/articles';
import type { Db } from '@/lib/server/db/client';
import { conflictOnUniqueIndex } from '@/lib/server/db/unique-violation';
import { ConflictError, NotFoundError } from '@/lib/server/errors';
import {
  ARTICLE_MESSAGES,
  deleteTrashedRow,
  findArticleById,
  findSlugHolder,
  findTrashedArticle,
  getArticle,
  listExpiredTrash,
  listOldLocations,
  listTrashedArticles,
  restoreArticleRow,
  trashArticleRow,
  type AdminArticle,
  type ArticleRow,
} from '@/lib/server/articles';
import { AUDIT_ACTIONS, recordAudit } from '@/lib/server/audit';
import { deleteTranslationKeys } from '@/lib/server/translations';
import { auditArticle, revalidateRows, type Actor } from './article-save';

/*
 * The trash (docs/adr/0084): deleting an article hides it everywhere at once and keeps it 30 days,
 * restorable as a draft; after that, or on "Delete forever", it is deleted with its translation
 * entries (its revisions, redirects and preview links go with the row by ON DELETE CASCADE).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const PURGE_BATCH = 100;

export const TRASH_MESSAGES = {
  notInTrash: 'Article not found in the trash',
  restored: 'Article restored as a draft',
  deletedForever: 'Article deleted for good',
  slugHeld: (slug: string, holder: { title: string }) =>
    `Cannot restore: the slug "${slug}" is now used by the article "${holder.title}". Change that article's slug first.`,
} as const;

/** DELETE /api/admin/blog/articles/{id}: the article goes to the trash and off every public page now. */
export async function moveToTrash(db: Db, id: string, actor?: Actor, now = new Date()): Promise<ArticleRow> {
  const before = await findArticleById(db, id);
  if (!before) throw new NotFoundError(ARTICLE_MESSAGES.notFound);
  const trashed = await trashArticleRow(db, id, now);
  if (!trashed) throw new NotFoundError(ARTICLE_MESSAGES.notFound);
  // Its old slugs' redirects stop answering too (they join on a public article): their cache goes.
  await revalidateRows(db, [trashed], await listOldLocations(db, id));
  await auditArticle(db, actor, AUDIT_ACTIONS.articleTrashed, trashed);
  return trashed;
}

export const listTrash = (db: Db): Promise<TrashedArticle[]> => listTrashedArticles(db);

const SLUG_INDEX = 'blog_articles_market_language_slug_idx';

/** Back out of the trash as a draft, under its slug if no live article took it meanwhile (else a 409 naming it). */
export async function restoreFromTrash(db: Db, id: string, actor?: Actor): Promise<AdminArticle> {
  const trashed = await findTrashedArticle(db, id);
  if (!trashed) throw new NotFoundError(TRASH_MESSAGES.notInTrash);
  const holderConflict = async (): Promise<ConflictError | undefined> => {
    const holder = await findSlugHolder(db, trashed);
    return holder
      ? new ConflictError(TRASH_MESSAGES.slugHeld(trashed.slug, holder), {
          article: { id: holder.id, title: holder.title },
        })
      : undefined;
  };
  const held = await holderConflict();
  if (held) throw held;
  // An article saved under the slug between the check and this update: the partial unique index refuses.
  const restored = await restoreArticleRow(db, id).catch(
    conflictOnUniqueIndex(SLUG_INDEX, TRASH_MESSAGES.slugHeld(trashed.slug, { title: 'another article' })),
  );
  if (!restored) throw new NotFoundError(TRASH_MESSAGES.notInTrash);
  await revalidateRows(db, [restored]);
  await auditArticle(db, actor, AUDIT_ACTIONS.articleRestoredFromTrash, restored);
  return getArticle(id);
}

/**
 * Deletes a trashed row and, when it was a translation source whose slug no live article holds now,
 * the translation entries named by that slug (a live article under the same slug owns them).
 */
async function destroy(db: Db, id: string): Promise<ArticleRow | undefined> {
  return db.transaction(async (tx) => {
    const deleted = await deleteTrashedRow(tx, id);
    if (!deleted) return undefined;
    const isSource =
      deleted.market === TRANSLATION_SOURCE.market &&
      deleted.language === TRANSLATION_SOURCE.language &&
      !deleted.isTranslation;
    if (isSource && !(await findSlugHolder(tx, deleted))) {
      await deleteTranslationKeys(
        tx,
        TRANSLATED_FIELDS.map((f) => articleFieldKey(f, deleted.slug)),
      );
    }
    return deleted;
  });
}

/** DELETE /api/admin/blog/trash/{id}: gone for good. */
export async function deleteForever(db: Db, id: string, actor?: Actor): Promise<void> {
  const deleted = await destroy(db, id);
  if (!deleted) throw new NotFoundError(TRASH_MESSAGES.notInTrash);
  await auditArticle(db, actor, AUDIT_ACTIONS.articlePurged, deleted);
}

/**
 * Deletes what has been in the trash longer than TRASH_RETENTION_DAYS. The `trash-purge` job runs it
 * (lib/server/jobs, docs/adr/0107), once across every instance; two runs at once would still delete
 * each article once (destroy deletes only a row that is still there). Returns how many it deleted.
 */
export async function purgeExpiredTrash(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - TRASH_RETENTION_DAYS * DAY_MS);
  let purged = 0;
  for (;;) {
    const batch = await listExpiredTrash(db, before, PURGE_BATCH);
    for (const row of batch) {
      const deleted = await destroy(db, row.id);
      if (!deleted) continue;
      purged++;
      await recordAudit(db, {
        action: AUDIT_ACTIONS.articlePurged,
        detail: {
          articleId: deleted.id,
          name: deleted.title,
          slug: deleted.slug,
          market: deleted.market,
          automatic: true,
        },
        at: now,
      });
    }
    if (batch.length < PURGE_BATCH) return purged;
  }
}
