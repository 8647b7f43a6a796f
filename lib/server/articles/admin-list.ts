import 'server-only';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  sql,
  type AnyColumn,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/lib/server/db/client';
import { articleSearchText, blogArticles } from '@/lib/server/db/schema';
import {
  ADMIN_LIST_COUNT_CAP,
  type AdminListOrder,
  type AdminListSort,
  type ArticleListStatus,
} from '@/lib/constants/articles';
import type { Language, MarketCode } from '@/lib/markets';
import { likeContains } from '@/lib/server/db/like-pattern';
import { notTrashed, selectSummaryRecords, toRecord, type ArticleSummaryRecord } from './article-records';

/* The admin's list of articles: its filters, orders and the search planner (docs/adr/0056, 0085, 0088). */

export interface AdminListFilters {
  page: number;
  limit: number;
  search?: string;
  status?: ArticleListStatus;
  categoryId?: string;
  market?: MarketCode;
  language?: Language;
  /** What "scheduled" is measured against (tests move it); the time of the call by default. */
  now?: Date;
  sort?: AdminListSort;
  order?: AdminListOrder;
}

/** The columns the list sorts by, as the table or a subquery of it names them. */
interface SortKeys {
  id: AnyColumn;
  updatedAt: AnyColumn;
  publishedAt: AnyColumn;
  title: AnyColumn;
}

const SORT_KEYS = {
  id: blogArticles.id,
  updatedAt: blogArticles.updatedAt,
  publishedAt: blogArticles.publishedAt,
  title: blogArticles.title,
} satisfies SortKeys;

/**
 * The page's order, the id breaking ties so pages never overlap. Each order is one index read forwards
 * or backwards (docs/adr/0085); Postgres's own null placement is kept (undated drafts last when
 * ascending, first when descending) because forcing another would stop the backward scan. The same
 * order over a subquery's columns (`keys`) sorts its rows as the table's would be.
 */
function listOrder(f: AdminListFilters, keys: SortKeys = SORT_KEYS): SQL[] {
  const dir = f.order === 'asc' ? asc : desc;
  const key = { updated: keys.updatedAt, published: keys.publishedAt, title: keys.title }[
    f.sort ?? 'updated'
  ];
  return [dir(key), dir(keys.id)];
}

const plannerScans = (setting: 'on' | 'off') =>
  sql`select set_config('enable_seqscan', ${setting}, true), set_config('enable_indexscan', ${setting}, true), set_config('enable_indexonlyscan', ${setting}, true)`;

/** Runs `read` in a transaction whose planner may use bitmap scans only (see searchFirstQuery). */
export async function withBitmapScansOnly<T>(db: DbOrTx, read: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(plannerScans('off'));
    const result = await read(tx);
    // A caller's own transaction (this one is then a savepoint) gets its planner back.
    await tx.execute(plannerScans('on'));
    return result;
  });
}

/** How many rows of the list's order a search probes before it asks the search index (docs/adr/0088). */
const SEARCH_PROBE_ROWS = 500;

/**
 * The list's queries, built but not run (tests EXPLAIN them). Without a search: a page of `limit + 1`
 * rows (the extra one says whether a next page exists) read from an order index, and a count that
 * stops after ADMIN_LIST_COUNT_CAP + 1 matches, so counting never costs more than a page (an exact
 * count rechecked every matching row: 110 ms for a common word at 100,000 articles). docs/adr/0056.
 *
 * A search adds two (listAdminArticles picks, docs/adr/0088): `probe`, the first SEARCH_PROBE_ROWS
 * rows of the list's order with the filters, kept if they hold the word, which finds a page of a
 * common word at once; and `searchFirst`, every match up to the cap from the search index alone.
 */
export function adminListQueries(db: DbOrTx, f: AdminListFilters) {
  const conditions: SQL[] = [notTrashed()];
  if (f.status === 'scheduled') {
    // Published, its time still to come: exactly what the public reads hide (isPublic) among published rows.
    conditions.push(eq(blogArticles.status, 'published'), gt(blogArticles.publishedAt, f.now ?? new Date()));
  } else if (f.status) conditions.push(eq(blogArticles.status, f.status));
  if (f.categoryId) conditions.push(eq(blogArticles.categoryId, f.categoryId));
  if (f.market) conditions.push(eq(blogArticles.market, f.market));
  if (f.language) conditions.push(eq(blogArticles.language, f.language));
  const filters = and(...conditions);
  // The index's own expression, so blog_articles_admin_search_idx serves it; %, _ and \ stay literal.
  const matchesSearch = f.search ? ilike(articleSearchText(blogArticles), likeContains(f.search)) : undefined;
  const where = matchesSearch ? and(filters, matchesSearch) : filters;
  const ordering = listOrder(f);
  const offset = (f.page - 1) * f.limit;
  /** The rows of `ids` (a list or a query of them), in the list's order. */
  const records = (ids: string[] | SQLWrapper) =>
    selectSummaryRecords(db)
      .where(inArray(blogArticles.id, ids))
      .orderBy(...ordering);
  // The page's ids first, then the joins for those rows only: a late page skips its offset in the
  // order index instead of joining every row before it.
  const pageIds = db
    .select({ id: blogArticles.id })
    .from(blogArticles)
    .where(where)
    .orderBy(...ordering)
    .limit(f.limit + 1)
    .offset(offset);
  const capped = db
    .select({ one: sql`1` })
    .from(blogArticles)
    .where(where)
    .limit(ADMIN_LIST_COUNT_CAP + 1)
    .as('capped');
  return {
    offset,
    page: records(pageIds),
    total: db.select({ n: count() }).from(capped),
    records,
    probe: matchesSearch ? probeQuery(db, filters, matchesSearch, f, offset) : undefined,
    /** Built on the transaction that runs it (withBitmapScansOnly): its planner settings are that connection's. */
    searchFirst: matchesSearch ? (tx: DbOrTx) => searchFirstQuery(tx, where, f, offset) : undefined,
  };
}

/**
 * The first `offset + limit + 1` matches among the first SEARCH_PROBE_ROWS rows of the list's order:
 * the filters' order index, read until a page and one more row hold the word (the outer query keeps
 * the subquery's order, so no sort and no more rows than that). Fewer means the word is too rare there.
 */
function probeQuery(
  db: DbOrTx,
  filters: SQL | undefined,
  matchesSearch: SQL,
  f: AdminListFilters,
  offset: number,
) {
  const rows = db
    .select({ ...SORT_KEYS, hit: sql<boolean>`${matchesSearch}`.as('hit') })
    .from(blogArticles)
    .where(filters)
    .orderBy(...listOrder(f))
    .limit(SEARCH_PROBE_ROWS)
    .as('probe');
  return db
    .select({ id: rows.id })
    .from(rows)
    .where(sql`${rows.hit}`)
    .orderBy(...listOrder(f, rows))
    .limit(offset + f.limit + 1);
}

/**
 * A search's matches, at most ADMIN_LIST_COUNT_CAP + 1 of them, with their count and the requested
 * page among them. Run under withBitmapScansOnly it is answered by blog_articles_admin_search_idx,
 * whose one scan intersects the word with the filters: a few milliseconds whether they meet often or
 * never. Left to itself the planner multiplies the filters' selectivities, expects thousands of
 * matches, and walks an order index hoping to stop after a page, reading every row the filters select
 * when the word is in none of them (40 ms at 100,000 articles; docs/adr/0088).
 */
function searchFirstQuery(db: DbOrTx, where: SQL | undefined, f: AdminListFilters, offset: number) {
  const m = db.$with('m').as(
    db
      .select(SORT_KEYS)
      .from(blogArticles)
      .where(where)
      .limit(ADMIN_LIST_COUNT_CAP + 1),
  );
  return db
    .with(m)
    .select({ id: m.id, matches: sql`(select count(*) from ${m})`.mapWith(Number) })
    .from(m)
    .orderBy(...listOrder(f, m))
    .limit(f.limit + 1)
    .offset(offset);
}

/**
 * A search's page, or its count alone. The probe first: a page and one more among the first rows of
 * the list's order is a common word's page (its capped count follows). Else the search index: at most
 * ADMIN_LIST_COUNT_CAP matches give the page and the exact count; more only the count, the page then
 * coming from the order index, where matches that many are found quickly. Undefined without a search,
 * or for a page past the last match (the general path counts those).
 */
async function searchPage(
  db: DbOrTx,
  q: ReturnType<typeof adminListQueries>,
  f: AdminListFilters,
): Promise<
  { ids: string[]; hasMore: boolean; matches?: number } | { ids?: undefined; matches: number } | undefined
> {
  const { probe, searchFirst, offset } = q;
  if (!probe || !searchFirst) return undefined;
  const probed = await probe;
  if (probed.length > offset + f.limit) {
    return { ids: probed.slice(offset, offset + f.limit).map((r) => r.id), hasMore: true };
  }
  const rows = await withBitmapScansOnly(db, (tx) => searchFirst(tx));
  // A page past the last match has no row to carry the count.
  if (!rows[0] && f.page > 1) return undefined;
  const matches = rows[0]?.matches ?? 0;
  if (matches > ADMIN_LIST_COUNT_CAP) return { matches };
  return { ids: rows.slice(0, f.limit).map((r) => r.id), hasMore: rows.length > f.limit, matches };
}

export async function listAdminArticles(
  db: DbOrTx,
  f: AdminListFilters,
): Promise<{ records: ArticleSummaryRecord[]; total: number; totalExact: boolean; hasMore: boolean }> {
  const q = adminListQueries(db, f);
  const found = await searchPage(db, q, f);
  const ids = found?.ids;
  const [page, counted] = await Promise.all([
    ids
      ? (ids.length ? q.records(ids) : Promise.resolve([])).then((rows) => ({ rows, hasMore: found.hasMore }))
      : q.page.then((rows) => ({ rows: rows.slice(0, f.limit), hasMore: rows.length > f.limit })),
    found?.matches ?? q.total.then((totals) => Number(totals[0]?.n ?? 0)),
  ]);
  return {
    records: page.rows.map(toRecord),
    total: Math.min(counted, ADMIN_LIST_COUNT_CAP),
    totalExact: counted <= ADMIN_LIST_COUNT_CAP,
    hasMore: page.hasMore,
  };
}
