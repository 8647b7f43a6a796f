import 'server-only';
import { withDb } from '@/lib/server/db/client';
import * as adminView from './admin-view';
import * as publicBlog from './public-blog';
import * as sitemap from './sitemap';
import * as archive from './archive';
import * as revisions from './revisions';

/*
 * Articles: how they are stored, listed for the portal and read by the public site.
 * Use-cases open the database themselves; the store functions below them take a db or transaction
 * first, for workflows (lib/server/publishing) that write several domains in one transaction, and
 * for tests that seed rows.
 */

export { ARTICLE_MESSAGES } from './admin-view';
export const listArticles = withDb(adminView.listArticles);
export const getArticle = withDb(adminView.getArticle);
export const listArticleRevisions = withDb(revisions.listArticleRevisions);
export const getArticleRevision = withDb(revisions.getArticleRevision);
export { findRevision, pruneRevisionsBeyondCap, recordRevision } from './revisions';

export type { ArticlePageData } from './public-blog';
export const getMarketArticles = withDb(publicBlog.getMarketArticles);
export const lookupArticle = withDb(publicBlog.lookupArticle);
export const getArchivePage = withDb(archive.getArchivePage);
export const getMarketCategories = withDb(archive.getMarketCategories);
export type { ArchivePage } from './archive';
export const getSitemapXml = withDb(sitemap.getSitemapXml);
export const getPublicCategories = withDb(publicBlog.getPublicCategories);

export {
  insertArticle,
  listGroupLocations,
  slugTaken,
  updateArticleRow,
  type AdminArticle,
} from './admin-articles';
export { adminListQueries, withBitmapScansOnly } from './admin-list';
export { restoredFieldsOf } from './field-mapping';
export { findArticleById, type ArticleRecord, type ArticleRow, type NewArticleRow } from './article-records';
export {
  listArticlesDueBetween,
  readPublicArticle,
  toPublicArticle,
  type PublicArticle,
} from './public-articles';
export { cleanBodyForSave, cleanStoredContent } from './clean-content';
export { articleTitlesByPath } from './titles';
export {
  deleteTrashedRow,
  findSlugHolder,
  findTrashedArticle,
  listExpiredTrash,
  listTrashedArticles,
  restoreArticleRow,
  trashArticleRow,
} from './trash-records';
export {
  findRedirectTarget,
  listOldLocations,
  recordSlugRedirect,
  removeSlugRedirect,
} from './slug-redirects';
export {
  findSourceArticle,
  findTranslatedVersion,
  followSourceSchedule,
  listPublishedSourceIds,
  setArticleTranslationKey,
} from './translated-articles';
