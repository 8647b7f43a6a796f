import 'server-only';
import { withDb } from '@/lib/server/db/client';
import * as articleSave from './article-save';
import * as review from './translation-review';
import * as revisionRestore from './revision-restore';
import * as trash from './trash';
import * as bulk from './bulk';

/*
 * Publishing: the flows that span domains. An article save that keeps its translation entries in
 * step (and pre-fills them after the response); the review of a translation whose approval
 * publishes the translated article.
 */

export const createArticle = withDb(articleSave.createArticle);
export const updateArticle = withDb(articleSave.updateArticle);
export const restoreRevision = withDb(revisionRestore.restoreRevision);
export const deleteArticle = withDb(trash.moveToTrash);
export const bulkArticles = withDb(bulk.bulkArticles);
export const listTrash = withDb(trash.listTrash);
export const restoreFromTrash = withDb(trash.restoreFromTrash);
export const deleteForever = withDb(trash.deleteForever);
export const purgeExpiredTrash = withDb(trash.purgeExpiredTrash);
export const purgeTrashSoon = withDb(trash.purgeTrashSoon);
export { TRASH_MESSAGES } from './trash';

export { TRANSLATION_MESSAGES } from './translation-review';
export const listTranslations = withDb(review.listTranslations);
export const saveTranslation = withDb(review.saveTranslation);
export const approveTranslation = withDb(review.approveTranslation);

export { ensureSourceTranslations } from './translation-sync';
