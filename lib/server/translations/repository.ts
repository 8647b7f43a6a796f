import 'server-only';
import { and, eq, inArray, like, ne } from 'drizzle-orm';
import { articleFieldKey } from '@/lib/blog/translation-keys';
import type { DbOrTx } from '@/lib/server/db/client';
import { translationKeys, translations } from '@/lib/server/db/schema';
import type { Language } from '@/lib/markets';

export type TranslationRow = typeof translations.$inferSelect;
type TranslationKeyRow = typeof translationKeys.$inferSelect;

/** A translation with its key, as every read returns it. */
export interface TranslationRecord extends TranslationRow {
  key: TranslationKeyRow;
}

/** The key's id; inserts it when missing and leaves an existing key's metadata alone. */
export async function upsertTranslationKey(
  db: DbOrTx,
  key: string,
  metadata: Record<string, unknown>,
): Promise<string> {
  await db.insert(translationKeys).values({ key, metadata }).onConflictDoNothing();
  const rows = await db
    .select({ id: translationKeys.id })
    .from(translationKeys)
    .where(eq(translationKeys.key, key));
  if (!rows[0]) throw new Error(`translation key ${key} missing after insert`);
  return rows[0].id;
}

/** Creates the missing (key, language) entries, empty and pending; returns only those it created. */
export async function insertMissingTranslations(
  db: DbOrTx,
  keyId: string,
  languages: readonly Language[],
): Promise<TranslationRow[]> {
  return db
    .insert(translations)
    .values(languages.map((language) => ({ translationKeyId: keyId, language })))
    .onConflictDoNothing()
    .returning();
}

function selectTranslationRecords(db: DbOrTx) {
  return db
    .select({ translation: translations, key: translationKeys })
    .from(translations)
    .innerJoin(translationKeys, eq(translationKeys.id, translations.translationKeyId));
}

const toTranslationRecord = (r: {
  translation: TranslationRow;
  key: TranslationKeyRow;
}): TranslationRecord => ({
  ...r.translation,
  key: r.key,
});

export async function listTranslationsByKeys(
  db: DbOrTx,
  keys: readonly string[],
): Promise<TranslationRecord[]> {
  if (keys.length === 0) return [];
  const rows = await selectTranslationRecords(db)
    .where(inArray(translationKeys.key, [...keys]))
    .orderBy(translations.language, translationKeys.key);
  return rows.map(toTranslationRecord);
}

export async function findTranslationById(db: DbOrTx, id: string): Promise<TranslationRecord | undefined> {
  const rows = await selectTranslationRecords(db).where(eq(translations.id, id)).limit(1);
  return rows[0] ? toTranslationRecord(rows[0]) : undefined;
}

export async function updateTranslationRow(
  db: DbOrTx,
  id: string,
  values: { content?: string; isApproved: boolean; isAutoTranslated?: boolean },
): Promise<TranslationRow | undefined> {
  const rows = await db
    .update(translations)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(translations.id, id))
    .returning();
  return rows[0];
}

/** Sends a field's translations back to pending; their text stays for the translator to revise. */
export async function markKeyPending(db: DbOrTx, keyId: string): Promise<void> {
  await db
    .update(translations)
    .set({ isApproved: false, updatedAt: new Date() })
    .where(and(eq(translations.translationKeyId, keyId), eq(translations.isApproved, true)));
}

/**
 * Fills an entry with a machine translation, only while it is still empty and pending: a person
 * who wrote or approved it in the meantime wins.
 */
export async function fillEmptyTranslation(db: DbOrTx, id: string, content: string): Promise<boolean> {
  const rows = await db
    .update(translations)
    .set({ content, isAutoTranslated: true, updatedAt: new Date() })
    .where(and(eq(translations.id, id), eq(translations.content, ''), eq(translations.isApproved, false)))
    .returning({ id: translations.id });
  return rows.length > 0;
}

export async function findKeyIds(db: DbOrTx, keys: readonly string[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ id: translationKeys.id, key: translationKeys.key })
    .from(translationKeys)
    .where(inArray(translationKeys.key, [...keys]));
  return new Map(rows.map((r) => [r.key, r.id]));
}

/** Deletes keys by name, their entries with them (ON DELETE CASCADE). */
export async function deleteTranslationKeys(db: DbOrTx, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.delete(translationKeys).where(inArray(translationKeys.key, [...keys]));
}

/**
 * Renames a key. A key already holding the new name is left from an article deleted earlier: it is
 * removed first (with its entries), since the renamed article's entries are the live ones.
 */
export async function renameTranslationKey(db: DbOrTx, from: string, to: string): Promise<void> {
  if (from === to) return;
  const moving = await db
    .select({ id: translationKeys.id })
    .from(translationKeys)
    .where(eq(translationKeys.key, from));
  if (!moving[0]) return;
  await db.delete(translationKeys).where(eq(translationKeys.key, to));
  await db.update(translationKeys).set({ key: to }).where(eq(translationKeys.id, moving[0].id));
}

/**
 * Whether another English article's slug translation into `language` already holds `slug`: two
 * translations claiming one slug would collide when the second is published.
 */
export async function slugTranslationClaimed(
  db: DbOrTx,
  q: { language: Language; slug: string; exceptKeyId: string },
): Promise<boolean> {
  const rows = await db
    .select({ id: translations.id })
    .from(translations)
    .innerJoin(translationKeys, eq(translationKeys.id, translations.translationKeyId))
    .where(
      and(
        // Slugs hold no LIKE metacharacters but `_`, which the prefix does not contain.
        like(translationKeys.key, `${articleFieldKey('slug', '')}%`),
        ne(translationKeys.id, q.exceptKeyId),
        eq(translations.language, q.language),
        eq(translations.content, q.slug),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
