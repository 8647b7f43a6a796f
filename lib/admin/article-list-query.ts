import {
  ADMIN_LIST_ORDERS,
  ADMIN_LIST_SORTS,
  ADMIN_SEARCH_MIN_LENGTH,
  ARTICLE_LIST_STATUSES,
  type AdminListOrder,
  type AdminListSort,
  type ArticleListStatus,
} from '@/lib/constants/articles';
import { LANGUAGES, MARKET_CODES, type Language, type MarketCode } from '@/lib/markets';

/**
 * The article list's filters and page as they live in the URL query (bookmarkable, survive reload and
 * Back). Unknown or malformed values read as "all", so a hand-edited URL never breaks the screen.
 */
export interface ArticleListFilters {
  search: string;
  status: ArticleListStatus | 'all';
  categoryId: string;
  market: MarketCode | 'all';
  language: Language | 'all';
  page: number;
  /** Issue 23: the order, `sort` and `order` in the URL as in the API (updated, newest first, by default). */
  sort: AdminListSort;
  order: AdminListOrder;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | 'all' {
  return values.find((v) => v === value) ?? 'all';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function readListFilters(params: URLSearchParams): ArticleListFilters {
  const page = Number(params.get('page'));
  const categoryId = params.get('category') ?? '';
  return {
    search: (params.get('search') ?? '').slice(0, 200),
    status: oneOf(ARTICLE_LIST_STATUSES, params.get('status')),
    categoryId: UUID.test(categoryId) ? categoryId : 'all',
    market: oneOf(MARKET_CODES, params.get('market')),
    language: oneOf(LANGUAGES, params.get('language')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
    sort: ADMIN_LIST_SORTS.find((s) => s === params.get('sort')) ?? 'updated',
    order: ADMIN_LIST_ORDERS.find((o) => o === params.get('order')) ?? 'desc',
  };
}

/** The screen's own URL query: only what differs from the defaults, so a plain list has a plain URL. */
export function listFiltersToQuery(f: ArticleListFilters): string {
  const params = new URLSearchParams();
  if (f.search.trim()) params.set('search', f.search.trim());
  if (f.status !== 'all') params.set('status', f.status);
  if (f.categoryId !== 'all') params.set('category', f.categoryId);
  if (f.market !== 'all') params.set('market', f.market);
  if (f.language !== 'all') params.set('language', f.language);
  if (f.sort !== 'updated' || f.order !== 'desc') {
    params.set('sort', f.sort);
    params.set('order', f.order);
  }
  if (f.page > 1) params.set('page', String(f.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Whether the API is asked to search for `search` (ADMIN_SEARCH_MIN_LENGTH characters or more). */
export function searchIsSent(search: string): boolean {
  return search.trim().length >= ADMIN_SEARCH_MIN_LENGTH;
}

/** The admin API's query for the same filters (spec.md "Admin API": page, limit, search, status, categoryId, ...). */
export function listFiltersToApiQuery(f: ArticleListFilters, limit: number): string {
  const params = new URLSearchParams({ page: String(f.page), limit: String(limit) });
  // A shorter search has no trigram for the search index to look up: it lists as if empty.
  if (searchIsSent(f.search)) params.set('search', f.search.trim());
  if (f.status !== 'all') params.set('status', f.status);
  if (f.categoryId !== 'all') params.set('categoryId', f.categoryId);
  if (f.market !== 'all') params.set('market', f.market);
  if (f.language !== 'all') params.set('language', f.language);
  if (f.sort !== 'updated' || f.order !== 'desc') {
    params.set('sort', f.sort);
    params.set('order', f.order);
  }
  return params.toString();
}

/** spec.md "Article list": the empty list hints at the filters when a search, status or category filter is set. */
export function hasNarrowingFilter(f: ArticleListFilters): boolean {
  return f.search.trim() !== '' || f.status !== 'all' || f.categoryId !== 'all';
}
