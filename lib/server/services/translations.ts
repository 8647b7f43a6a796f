import 'server-only';
import type { TranslationData } from '@/lib/admin/translation-types';
import type { ContentRef } from '@/lib/blog/affected-content';
import { ARTICLE_SUMMARY_MAX_LENGTH, ARTICLE_TITLE_MAX_LENGTH } from '@/lib/constants';
import {
  articleFieldKey,
  parseArticleFieldKey,
  parseTranslationFilter,
  TRANSLATED_FIELDS,
  type TranslatedField,
} from '@/lib/blog/translation-keys';
import type { TranslationSavePayload } from '@/lib/validations/translations';
import type { AdminSession } from '@/lib/server/auth/admin-session';
import type { Db } from '@/lib/server/db/client';
import { ApiError } from '@/lib/server/http/api-error';
import type { ArticleRecord } from '@/lib/server/repositories/article-records';
import { findSourceArticle } from '@/lib/server/repositories/translated-articles';
import {
  findTranslationById,
  listTranslationsByKeys,
  updateTranslationRow,
  type TranslationRecord,
} from '@/lib/server/repositories/translations';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { AUDIT_ACTIONS, recordAudit } from './audit';
import { revalidateContent } from './revalidate-content';
import { publishIfComplete } from './translation-publication';
import { sourceText } from './translation-sync';

export const TRANSLATION_MESSAGES = {
  updated: 'Translation updated successfully',
  approved: 'Translation approved',
  notFound: 'Translation not found',
  badFilter: 'filter must have the form blog.article.%.{slug}',
  emptyApproval: 'Write the translation before approving it',
  sourceMissing: 'The English article of this translation no longer exists',
  titleTooLong: `Title must be at most ${ARTICLE_TITLE_MAX_LENGTH} characters`,
  summaryTooLong: `Summary must be at most ${ARTICLE_SUMMARY_MAX_LENGTH} characters`,
} as const;

type ApiTranslation = TranslationData;

interface Actor {
  session: AdminSession;
  ipAddress: string | null;
}

function toApiTranslation(
  r: TranslationRecord,
  field: TranslatedField,
  source: ArticleRecord,
): ApiTranslation {
  return {
    id: r.id,
    language: r.language,
    content: r.content,
    is_approved: r.isApproved,
    is_auto_translated: r.isAutoTranslated,
    updated_at: r.updatedAt.toISOString(),
    source: sourceText(source, field),
    translation_keys: { id: r.key.id, key: r.key.key, metadata: { ...r.key.metadata, field_type: field } },
  };
}

const FIELD_ORDER = new Map(TRANSLATED_FIELDS.map((f, i) => [f, i]));

export async function listTranslations(db: Db, filter: string): Promise<ApiTranslation[]> {
  const slug = parseTranslationFilter(filter);
  if (!slug) throw new ApiError(400, TRANSLATION_MESSAGES.badFilter);
  const source = await findSourceArticle(db, slug);
  if (!source) return [];
  const rows = await listTranslationsByKeys(
    db,
    TRANSLATED_FIELDS.map((f) => articleFieldKey(f, slug)),
  );
  return rows
    .flatMap((r) => {
      // The field is read from the key's name (the metadata only repeats it).
      const field = parseArticleFieldKey(r.key.key)?.field;
      return field ? [{ r, field }] : [];
    })
    .sort(
      (a, b) =>
        a.r.language.localeCompare(b.r.language) ||
        (FIELD_ORDER.get(a.field) ?? 0) - (FIELD_ORDER.get(b.field) ?? 0),
    )
    .map(({ r, field }) => toApiTranslation(r, field, source));
}

/** The translation, its field and its English article; 404 when any is gone. */
async function loadEntry(db: Db, id: string) {
  const record = await findTranslationById(db, id);
  if (!record) throw new ApiError(404, TRANSLATION_MESSAGES.notFound);
  const parsed = parseArticleFieldKey(record.key.key);
  if (!parsed) throw new ApiError(404, TRANSLATION_MESSAGES.notFound);
  const { field, slug } = parsed;
  const source = await findSourceArticle(db, slug);
  if (!source) throw new ApiError(409, TRANSLATION_MESSAGES.sourceMissing);
  return { record, field, source };
}

/** The stored form of a field's text: the body through the shared allowlist, the others plain. */
function storedContent(field: TranslatedField, content: string): string {
  if (field === 'content') return sanitizeHtml(content);
  const text = content.trim();
  if (field === 'title' && text.length > ARTICLE_TITLE_MAX_LENGTH)
    throw new ApiError(400, TRANSLATION_MESSAGES.titleTooLong);
  if (field === 'summary' && text.length > ARTICLE_SUMMARY_MAX_LENGTH)
    throw new ApiError(400, TRANSLATION_MESSAGES.summaryTooLong);
  return text;
}

/** An approved entry must say something, unless the English field is empty too (an optional summary). */
function assertApprovable(field: TranslatedField, content: string, source: ArticleRecord): void {
  if (!content.trim() && sourceText(source, field).trim()) {
    throw new ApiError(400, TRANSLATION_MESSAGES.emptyApproval);
  }
}

async function commit(
  db: Db,
  id: string,
  change: { content?: string; isApproved: boolean },
  actor: Actor,
): Promise<ApiTranslation> {
  const { record, field, source } = await loadEntry(db, id);
  const content = change.content === undefined ? record.content : storedContent(field, change.content);
  if (change.isApproved) assertApprovable(field, content, source);
  const refs: ContentRef[] = await db.transaction(async (tx) => {
    await updateTranslationRow(tx, id, {
      isApproved: change.isApproved,
      ...(change.content === undefined ? {} : { content, isAutoTranslated: false }),
    });
    return change.isApproved ? publishIfComplete(tx, source, record.language) : [];
  });
  await recordAudit(db, {
    action:
      change.content === undefined ? AUDIT_ACTIONS.translationApproved : AUDIT_ACTIONS.translationUpdated,
    adminId: actor.session.user.id,
    detail: { translationId: id, key: record.key.key, language: record.language, published: refs.length > 0 },
    ipAddress: actor.ipAddress,
  });
  if (refs.length > 0) revalidateContent({ articles: refs });
  const saved = await findTranslationById(db, id);
  if (!saved) throw new ApiError(404, TRANSLATION_MESSAGES.notFound);
  return toApiTranslation(saved, field, source);
}

export function saveTranslation(
  db: Db,
  id: string,
  payload: TranslationSavePayload,
  actor: Actor,
): Promise<ApiTranslation> {
  return commit(db, id, { content: payload.content, isApproved: payload.is_approved }, actor);
}

export function approveTranslation(db: Db, id: string, actor: Actor): Promise<ApiTranslation> {
  return commit(db, id, { isApproved: true }, actor);
}
