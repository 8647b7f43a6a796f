import 'server-only';
import {
  apiName,
  ARTICLE_FIELD_KEYS,
  PUBLIC_KEYS,
  RESTORED_KEYS,
  type ArticleFieldKey,
  type PublicKey,
  type Snake,
} from '@/lib/blog/article-fields';
import type { AdminArticleListItem, ArticleFieldsData } from '@/lib/admin/article-types';
import type { ArticleSavePayload } from '@/lib/validations/article';
import { iso, type ArticleRow, type ArticleSummaryRecord } from './article-records';

/*
 * The article's rows to its responses and revision snapshots, derived from the one definition of its
 * fields (lib/blog/article-fields.ts, docs/adr/0114): a field added there is mapped here without a line.
 */

/** A field's value in JSON: the row's instants as ISO strings, everything else as stored. */
type Json<T> = T extends Date ? string : T;
type RowAsData = { [K in ArticleFieldKey as Snake<K>]: Json<ArticleRow[K]> };

/*
 * The compiler's check that each column holds what the save payload says (a column typed otherwise, or
 * a key with no column, does not compile), both ways: the responses are built from rows and payloads
 * are written to them.
 */
type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const rowsMatchPayloads: Exactly<RowAsData, ArticleFieldsData> = true;
void rowsMatchPayloads;

const json = (v: unknown) => (v instanceof Date ? iso(v) : v);

/** Every field of the row under its response name. */
function articleFieldsOf(r: Pick<ArticleRow, ArticleFieldKey>): ArticleFieldsData {
  // The names and types are RowAsData's (checked above); the loop cannot say so to the compiler.
  return Object.fromEntries(ARTICLE_FIELD_KEYS.map((k) => [apiName(k), json(r[k])])) as ArticleFieldsData;
}

/** The public fields (spec.md "Public article") of the row under their response names. */
export function publicFieldsOf(r: Pick<ArticleRow, PublicKey>) {
  return Object.fromEntries(PUBLIC_KEYS.map((k) => [apiName(k), json(r[k])])) as {
    [K in PublicKey as Snake<K>]: RowAsData[Snake<K>];
  };
}

/** The list's form of an article: everything but the body. */
export function toAdminListItem(r: ArticleSummaryRecord): AdminArticleListItem {
  const { content: _body, ...fields } = articleFieldsOf({ ...r, content: '' });
  return {
    id: r.id,
    ...fields,
    created_at: iso(r.createdAt),
    updated_at: iso(r.updatedAt),
    blog_categories: r.category,
    website_admins: r.author,
  };
}

/**
 * An article's stored fields at one save (issue 23 point 2), as the articles domain keeps them in
 * article_revisions.snapshot: every field under its response name, the row's id and times, and its
 * author's id. A revision written before a field existed lacks it.
 */
export type ArticleSnapshot = ArticleFieldsData & {
  id: string;
  created_at: string;
  updated_at: string;
  author_id: string | null;
};

export function toSnapshot(r: ArticleRow): ArticleSnapshot {
  return {
    id: r.id,
    ...articleFieldsOf(r),
    created_at: iso(r.createdAt),
    updated_at: iso(r.updatedAt),
    author_id: r.authorId,
  };
}

/**
 * The restored fields a snapshot holds, in the save payload's names, for revisionContent to check; a
 * field the revision predates is left out (the article keeps its value).
 */
export function restoredFieldsOf(
  s: Record<string, unknown>,
): Partial<Record<keyof ArticleSavePayload, unknown>> {
  return Object.fromEntries(RESTORED_KEYS.filter((k) => apiName(k) in s).map((k) => [k, s[apiName(k)]]));
}
