import 'server-only';
import type { AuditAction } from '@/lib/admin/audit';
import type { ContentRef } from '@/lib/blog/affected-content';
import { readingTimeMinutes } from '@/lib/reading-time';
import type { ArticleSavePayload } from '@/lib/validations/article';
import { type AdminSession } from '@/lib/server/auth';
import type { Db } from '@/lib/server/db/client';
import { ConflictError, InvalidError, NotFoundError } from '@/lib/server/errors';
import {
  ARTICLE_MESSAGES,
  cleanBodyForSave,
  findArticleById,
  followSourceSchedule,
  getArticle,
  insertArticle,
  listGroupLocations,
  listOldLocations,
  recordRevision,
  recordSlugRedirect,
  removeSlugRedirect,
  slugTaken,
  updateArticleRow,
  type AdminArticle,
  type ArticleRow,
  type NewArticleRow,
} from '@/lib/server/articles';
import { AUDIT_ACTIONS, recordAudit } from '@/lib/server/audit';
import { categoryExists } from '@/lib/server/categories';
import {
  prefillTranslations,
  translationKeyExists,
  type NewTranslationEntry,
} from '@/lib/server/translations';
import { notifyTeam } from '@/lib/server/notifications';
import { revalidateContent } from '@/lib/server/cache/revalidate';
import { conflictOnUniqueIndex } from '@/lib/server/db/unique-violation';
import { runAfterResponse } from '@/lib/server/tasks/after-response';
import { syncSourceTranslations } from './translation-sync';

/** The unique index behind ARTICLE_MESSAGES.duplicateSlug (one slug per market and language). */
const ARTICLE_SLUG_INDEX = 'blog_articles_market_language_slug_idx';

/**
 * Two saves of one slug at once both pass the slugTaken check; the unique index stops the second,
 * which gets the same 409 the check gives.
 */
const duplicateSlug = conflictOnUniqueIndex(ARTICLE_SLUG_INDEX, ARTICLE_MESSAGES.duplicateSlug);

/**
 * The machine pre-fill of the entries a save created runs after the response: a slow translator does
 * not slow the save, and its failure (logged) does not turn the committed save into an error.
 */
function prefillAfterResponse(db: Db, entries: NewTranslationEntry[]): void {
  if (entries.length === 0) return;
  runAfterResponse('translation pre-fill', () => prefillTranslations(db, entries));
}

async function checkReferences(db: Db, p: ArticleSavePayload): Promise<void> {
  if (p.categoryId && !(await categoryExists(db, p.categoryId)))
    throw new InvalidError(ARTICLE_MESSAGES.categoryMissing);
  if (p.translationKeyId && !(await translationKeyExists(db, p.translationKeyId)))
    throw new InvalidError(ARTICLE_MESSAGES.translationKeyMissing);
  if (p.baseArticleId && !(await findArticleById(db, p.baseArticleId)))
    throw new InvalidError(ARTICLE_MESSAGES.baseArticleMissing);
}

/**
 * The stored form of a payload: every editable field as sent (the payload's names are the columns'),
 * the body sanitized (with the sanitizer's version, docs/adr/0096) and the read time computed. The fields set by the save itself (publishedAt, the
 * version check, the id) are left out. Cleaned before the transaction opens: a body the sanitizer
 * refuses (400) stores nothing, and no transaction waits on the worker.
 */
async function contentFields(p: ArticleSavePayload) {
  const { id, updatedAt, publishedAt, content: raw, ...editable } = p;
  const body = await cleanBodyForSave(raw);
  return { ...editable, ...body, readTimeMinutes: p.readTimeMinutes ?? readingTimeMinutes(body.content) };
}

/** A version as the editor holds it (ISO, ms) against the row's, which JS already read at ms precision. */
export const sameVersion = (rowValue: Date, editorValue: string) =>
  rowValue.getTime() === Date.parse(editorValue);

const refOf = (r: Pick<ArticleRow, 'market' | 'language' | 'slug'>): ContentRef => ({
  market: r.market,
  language: r.language,
  slug: r.slug,
});

/**
 * Every page a write to these rows shows on: the rows themselves, their language versions, and their old
 * slugs, whose cached 308s must follow the article to where it is now (one hop, issue 22 point 9).
 */
export async function revalidateRows(db: Db, rows: ArticleRow[], known: ContentRef[] = []): Promise<void> {
  const refs: ContentRef[] = [...rows.map(refOf), ...known];
  for (const id of new Set(rows.map((r) => r.id))) refs.push(...(await listOldLocations(db, id)));
  const keys = [...new Set(rows.map((r) => r.translationKeyId).filter((k): k is string => Boolean(k)))];
  for (const key of keys) for (const v of await listGroupLocations(db, key)) refs.push(refOf(v));
  revalidateContent({ articles: refs });
}

/** Who saved, for Recent Activity (issue 22 point 10); absent for saves no admin made (seeds, scripts). */
export interface Actor {
  session: AdminSession;
  ipAddress: string | null;
}

/** An article event in the audit log, named by the article's title so Recent Activity can show it. */
export async function auditArticle(
  db: Db,
  actor: Actor | undefined,
  action: AuditAction,
  row: ArticleRow,
  extra: Record<string, unknown> = {},
): Promise<void> {
  if (!actor) return;
  await recordAudit(db, {
    action,
    adminId: actor.session.user.id,
    detail: { articleId: row.id, name: row.title, slug: row.slug, market: row.market, ...extra },
    ipAddress: actor.ipAddress,
  });
}

/** Published with a publication time still to come (issue 23 point 1): public only from then on. */
const waitsForItsTime = (r: ArticleRow, now: Date) =>
  r.status === 'published' && r.publishedAt !== null && r.publishedAt > now;

/**
 * Which event an update is: a publish, a schedule (a publish for later, or a new time for a scheduled
 * article) and an unpublish say so, anything else is an update.
 */
function updateAction(before: ArticleRow, after: ArticleRow, now: Date) {
  if (waitsForItsTime(after, now) && before.publishedAt?.getTime() !== after.publishedAt?.getTime())
    return AUDIT_ACTIONS.articleScheduled;
  if (waitsForItsTime(after, now) && before.status !== 'published') return AUDIT_ACTIONS.articleScheduled;
  if (before.status !== 'published' && after.status === 'published') return AUDIT_ACTIONS.articlePublished;
  if (before.status === 'published' && after.status !== 'published') return AUDIT_ACTIONS.articleUnpublished;
  return AUDIT_ACTIONS.articleUpdated;
}

export async function createArticle(
  db: Db,
  payload: ArticleSavePayload,
  session: AdminSession,
  ipAddress: string | null = null,
): Promise<AdminArticle> {
  await checkReferences(db, payload);
  if (await slugTaken(db, payload)) throw new ConflictError(ARTICLE_MESSAGES.duplicateSlug);
  const fields = await contentFields(payload);
  const now = new Date();
  const { row, entries } = await db
    .transaction(async (tx) => {
      const inserted = await insertArticle(tx, {
        ...fields,
        authorId: session.user.id,
        // A published article is dated now unless the editor scheduled it; drafts stay undated until published.
        publishedAt: payload.publishedAt
          ? new Date(payload.publishedAt)
          : payload.status === 'published'
            ? now
            : null,
      });
      await removeSlugRedirect(tx, refOf(inserted));
      await recordRevision(tx, inserted, session.user.id);
      return { row: inserted, entries: await syncSourceTranslations(tx, undefined, inserted) };
    })
    .catch(duplicateSlug);
  prefillAfterResponse(db, entries);
  await revalidateRows(db, [row]);
  await auditArticle(db, { session, ipAddress }, AUDIT_ACTIONS.articleCreated, row);
  if (row.status === 'published') {
    const action = waitsForItsTime(row, now)
      ? AUDIT_ACTIONS.articleScheduled
      : AUDIT_ACTIONS.articlePublished;
    await auditArticle(db, { session, ipAddress }, action, row);
  }
  return getArticle(row.id);
}

/**
 * How an update came: the editor's own save; an autosave of a draft that was never published (issue 23
 * point 5, docs/adr/0087: the same rules, but it may never touch an article that has been on the site,
 * it refreshes the author's previous autosave revision instead of adding one per pause, it is not an
 * event in Recent Activity, and it leaves the public caches alone since nothing public changed). A revision
 * put back or a bulk action is not a full save: they write only their columns through writeUpdate.
 */
export type UpdateMode = 'save' | 'autosave';

/** Never on the site, and the payload keeps it that way: the only article an autosave may change. */
const autosavable = (before: ArticleRow, payload: ArticleSavePayload) =>
  before.status === 'draft' &&
  before.publishedAt === null &&
  payload.status === 'draft' &&
  !payload.publishedAt;

export async function updateArticle(
  db: Db,
  id: string,
  payload: ArticleSavePayload,
  actor?: Actor,
  mode: UpdateMode = 'save',
): Promise<AdminArticle> {
  if (payload.id && payload.id !== id) throw new InvalidError(ARTICLE_MESSAGES.idMismatch);
  const before = await findArticleById(db, id);
  if (!before) throw new NotFoundError(ARTICLE_MESSAGES.notFound);
  if (mode === 'autosave' && !autosavable(before, payload))
    throw new ConflictError(ARTICLE_MESSAGES.autosaveRefused);
  // Fails fast on a stale editor; the conditional UPDATE below is what makes it race-safe.
  if (payload.updatedAt && !sameVersion(before.updatedAt, payload.updatedAt))
    throw new ConflictError(ARTICLE_MESSAGES.editConflict);
  await checkReferences(db, payload);
  if (await slugTaken(db, { ...payload, exceptId: id }))
    throw new ConflictError(ARTICLE_MESSAGES.duplicateSlug);

  const fields = await contentFields(payload);
  const publishedAt = payload.publishedAt
    ? new Date(payload.publishedAt)
    : (before.publishedAt ?? (payload.status === 'published' ? new Date() : null));
  return writeUpdate(db, before, { ...fields, publishedAt }, actor, {
    expectedVersion: payload.updatedAt,
    autosave: mode === 'autosave',
  });
}

/** The columns an update writes: any of the row's but its version, which every update bumps. */
export type ArticleChanges = Omit<Partial<NewArticleRow>, 'updatedAt'>;

/**
 * An update's one path, the editor's full form and every partial write alike (a bulk action, a revision
 * restore): only the columns in `values` are written, under the version check when `expectedVersion`
 * is given; then the slug and translation rules, a revision, revalidation, the audit entry (`action`, or
 * the one the change is) and the team's notice. An autosave stops after the revision (docs/adr/0087).
 */
export async function writeUpdate(
  db: Db,
  before: ArticleRow,
  values: ArticleChanges,
  actor: Actor | undefined,
  opts: { expectedVersion?: string; autosave?: boolean; action?: AuditAction; notify?: boolean } = {},
): Promise<AdminArticle> {
  const id = before.id;
  const { after, entries } = await db
    .transaction(async (tx) => {
      const updated = await updateArticleRow(tx, id, values, opts.expectedVersion);
      if (!updated) {
        const gone = !(await findArticleById(tx, id));
        throw gone
          ? new NotFoundError(ARTICLE_MESSAGES.notFound)
          : new ConflictError(ARTICLE_MESSAGES.editConflict);
      }
      const sameHome = before.market === updated.market && before.language === updated.language;
      // Readers and search engines may hold the old URL of a live article: keep it answering.
      if (before.slug !== updated.slug && sameHome && before.status === 'published') {
        await recordSlugRedirect(tx, { articleId: id, ...refOf(before), oldSlug: before.slug });
      }
      await removeSlugRedirect(tx, refOf(updated));
      await recordRevision(tx, updated, actor?.session.user.id ?? null, { autosave: opts.autosave });
      const now = new Date();
      if (updated.publishedAt && waitsForItsTime(updated, now))
        await followSourceSchedule(tx, id, updated.publishedAt, now);
      return { after: updated, entries: await syncSourceTranslations(tx, before, updated) };
    })
    .catch(duplicateSlug);
  prefillAfterResponse(db, entries);
  if (opts.autosave) return getArticle(id);
  await revalidateRows(db, [before, after]);
  await auditArticle(db, actor, opts.action ?? updateAction(before, after, new Date()), after);
  // Not on autosaves (returned above); at most once per article and editor an hour (ADR 0112).
  if (actor && opts.notify !== false) {
    notifyTeam(
      db,
      { event: 'article-changed', article: after.title, articleId: id, editor: actor.session.user.name },
      { to: [after.authorId], actorId: actor.session.user.id },
    );
  }
  return getArticle(id);
}
