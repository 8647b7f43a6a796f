import 'server-only';
import { sanitizeArticleHtml } from '@/lib/server/tasks/sanitize-pool';
import type { TranslationData } from '@/lib/admin/translation-types';
import type { ContentRef } from '@/lib/blog/affected-content';
import { tooLong, translatedKey, translatedText } from '@/lib/blog/article-fields';
import {
  articleFieldKey,
  parseArticleFieldKey,
  parseTranslationFilter,
  TRANSLATED_FIELDS,
  TRANSLATION_LANGUAGES,
  translationMarket,
  type TranslatedField,
} from '@/lib/blog/translation-keys';
import { SLUG_RULE_MESSAGE } from '@/lib/slug';
import { articleSlug } from '@/lib/validations/article';
import type { TranslationSavePayload } from '@/lib/validations/translations';
import { type AdminSession } from '@/lib/server/auth';
import type { Db } from '@/lib/server/db/client';
import { ConflictError, InvalidError, NotFoundError } from '@/lib/server/errors';
import {
  type ArticleRecord,
  findSourceArticle,
  findTranslatedVersion,
  slugTaken,
} from '@/lib/server/articles';
import {
  findTranslationById,
  listTranslationsByKeys,
  slugTranslationClaimed,
  updateTranslationRow,
  type TranslationRecord,
} from '@/lib/server/translations';
import { AUDIT_ACTIONS, recordAudit } from '@/lib/server/audit';
import { revalidateContent } from '@/lib/server/cache/revalidate';
import { publishIfComplete } from './translation-publication';
import { sourceText } from './translation-sync';

export const TRANSLATION_MESSAGES = {
  updated: 'Translation updated successfully',
  approved: 'Translation approved',
  notFound: 'Translation not found',
  badFilter: 'filter must have the form blog.article.%.{slug}',
  emptyApproval: 'Write the translation before approving it',
  sourceMissing: 'The English article of this translation no longer exists',
  slugTaken: (slug: string, market: string) =>
    `Slug "${slug}" is already used by another article in ${market}`,
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
  if (!slug) throw new InvalidError(TRANSLATION_MESSAGES.badFilter);
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
  if (!record) throw new NotFoundError(TRANSLATION_MESSAGES.notFound);
  const parsed = parseArticleFieldKey(record.key.key);
  if (!parsed) throw new NotFoundError(TRANSLATION_MESSAGES.notFound);
  const { field, slug } = parsed;
  const source = await findSourceArticle(db, slug);
  if (!source) throw new ConflictError(TRANSLATION_MESSAGES.sourceMissing);
  return { record, field, source };
}

/** A plain-text field's limit, with the article editor's own message, from its definition (the body has none). */
function textLimit(field: TranslatedField): { max: number; message: string } | null {
  const { max, name } = translatedText(translatedKey(field));
  return max === undefined ? null : { max, message: tooLong(name, max) };
}

/**
 * A translated slug follows the article editor's slug rule and is free in its language's market: no
 * other article there uses it (its own translated version aside), and no other English article's
 * translation into the same language claims it. 400 or 409 naming the field (`details.slug`).
 */
async function assertSlugUsable(
  db: Db,
  record: TranslationRecord,
  source: ArticleRecord,
  slug: string,
): Promise<void> {
  const parsed = articleSlug.safeParse(slug);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? SLUG_RULE_MESSAGE;
    throw new InvalidError(message, { slug: message });
  }
  const language = TRANSLATION_LANGUAGES.find((l) => l === record.language);
  if (!language) return;
  const market = translationMarket(language);
  const own = await findTranslatedVersion(db, source, market, language);
  const taken =
    (await slugTaken(db, { market, language, slug, exceptId: own?.id })) ||
    (await slugTranslationClaimed(db, { language, slug, exceptKeyId: record.key.id }));
  if (taken) {
    const message = TRANSLATION_MESSAGES.slugTaken(slug, market);
    throw new ConflictError(message, { slug: message });
  }
}

/** The stored form of a field's text: the body through the shared allowlist, the others plain. */
async function storedContent(field: TranslatedField, content: string): Promise<string> {
  if (field === 'content') return sanitizeArticleHtml(content);
  const text = content.trim();
  if (field === 'slug') return text;
  const limit = textLimit(field);
  if (limit && text.length > limit.max) throw new InvalidError(limit.message, { [field]: limit.message });
  return text;
}

/** An approved entry must say something, unless the English field is empty too (an optional summary). */
function assertApprovable(field: TranslatedField, content: string, source: ArticleRecord): void {
  if (!content.trim() && sourceText(source, field).trim()) {
    throw new InvalidError(TRANSLATION_MESSAGES.emptyApproval);
  }
}

async function commit(
  db: Db,
  id: string,
  change: { content?: string; isApproved: boolean },
  actor: Actor,
): Promise<ApiTranslation> {
  const { record, field, source } = await loadEntry(db, id);
  const content = change.content === undefined ? record.content : await storedContent(field, change.content);
  if (change.isApproved) assertApprovable(field, content, source);
  // Checked on every save and approval: a pre-filled slug, or another article taking it in the
  // meantime, is caught before it is published.
  if (field === 'slug' && content) await assertSlugUsable(db, record, source, content);
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
  if (!saved) throw new NotFoundError(TRANSLATION_MESSAGES.notFound);
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
