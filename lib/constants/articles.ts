/** Articles and categories as the editor and the API see them: field limits, statuses, colours. One source of truth: import from here, never repeat a value. */
export const TRANSLATIONS_ARTICLE_LIMIT = 100;
export const TRANSLATION_PREVIEW_CHARS = 100;
export const META_TITLE_GUIDE = 60;
export const META_DESCRIPTION_GUIDE = 160;
/** The featured image's alt text (docs/spec.md "Admin article"). */
export const FEATURED_IMAGE_ALT_MAX_LENGTH = 200;
/** Article title and summary lengths, in the article editor and in their translations alike. */
export const ARTICLE_TITLE_MAX_LENGTH = 200;
export const ARTICLE_SUMMARY_MAX_LENGTH = 1000;
export const FEATURED_IMAGE_SIZE = { width: 1200, height: 630 } as const;
export const CATEGORY_COLORS = [
  '#3B82F6',
  '#10B981',
  '#8B5CF6',
  '#F59E0B',
  '#EF4444',
  '#06B6D4',
  '#84CC16',
  '#F97316',
  '#EC4899',
  '#6B7280',
] as const;
export const DEFAULT_CATEGORY_COLOR = CATEGORY_COLORS[0];
export type CategoryColor = (typeof CATEGORY_COLORS)[number];
export const ARTICLE_STATUSES = ['draft', 'published', 'archived'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];
/**
 * The list's status filter: a stored status, or `scheduled` (published with a publication time still to
 * come, issue 23 point 1), which is not a status of its own but a published article waiting for its time.
 */
export const ARTICLE_LIST_STATUSES = [...ARTICLE_STATUSES, 'scheduled'] as const;
export type ArticleListStatus = (typeof ARTICLE_LIST_STATUSES)[number];

/** Whether a published article is still waiting for its publication time. */
export function isScheduled(a: { status: ArticleStatus; published_at: string | null }, now: number): boolean {
  return a.status === 'published' && a.published_at !== null && Date.parse(a.published_at) > now;
}
/** Revisions kept per article (issue 23 point 2: at least 50); older ones are pruned on the next save. */
export const ARTICLE_REVISIONS_KEPT = 50;
/** 409 to an edit whose `updatedAt` is no longer the row's (the editor offers to reload). */
export const ARTICLE_EDIT_CONFLICT_MESSAGE =
  'This article was changed by someone else since you opened it. Reload it to see their changes.';
/**
 * The admin list at 100,000 articles (docs/adr/0056): the count stops at this many matches ("1,000+"),
 * pages reach at most this many rows deep (narrower filters reach the rest), and a search needs
 * this many characters (a shorter one has no trigram for the search index to look up).
 */
export const ADMIN_LIST_COUNT_CAP = 1000;
export const ADMIN_LIST_MAX_OFFSET = 10_000;
export const ADMIN_SEARCH_MIN_LENGTH = 3;

/** The article form's limits on the search-result fields, shared by their translations. */
export const META_TITLE_MAX_LENGTH = 200;
export const META_DESCRIPTION_MAX_LENGTH = 500;

/** The admin list's orders (`sort`, `order` query parameters); updated, newest first, by default. */
export const ADMIN_LIST_SORTS = ['updated', 'published', 'title'] as const;
export type AdminListSort = (typeof ADMIN_LIST_SORTS)[number];
export const ADMIN_LIST_ORDERS = ['asc', 'desc'] as const;
export type AdminListOrder = (typeof ADMIN_LIST_ORDERS)[number];

/** How long a trashed article stays restorable before the purge deletes it (issue 23). */
export const TRASH_RETENTION_DAYS = 30;

/**
 * app_meta key of the trash purge's last run: this installation's own, so a backup leaves it out. Here
 * rather than in publishing so the backup reads it without loading the publishing workflow.
 */
export const TRASH_PURGE_META_KEY = 'trash_purged_at';
