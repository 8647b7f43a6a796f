'use client';
import { Box, Button, Card, Flex, Text } from '@radix-ui/themes';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useMemo, useState } from 'react';
import {
  hasNarrowingFilter,
  listFiltersToApiQuery,
  listFiltersToQuery,
  readListFilters,
  type ArticleListFilters,
} from '@/lib/admin/article-list-query';
import type { AdminArticleListItem } from '@/lib/admin/article-types';
import { TRASH_RETENTION_DAYS } from '@/lib/constants/articles';
import { ADMIN_PAGE_SIZE, ADMIN_ROUTES } from '@/lib/constants/portal';
import { adminFetch } from '../kit/admin-fetch';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { INVALIDATES, useAdminMutation } from '../kit/mutations';
import { ARTICLES_API, useArticleList, useCategoryList } from '../kit/queries';
import { EmptyState, ErrorState, LoadingState } from '../kit/states';
import { useUrlSearchBox } from '../use-url-search-box';
import { PageHeader } from '../ui/page-header';
import { useToast } from '../ui/toaster';
import { ArticleFilters } from './article-filters';
import { ArticleTable } from './article-table';
import { BulkActions } from './bulk-actions';

/** The count is exact up to ADMIN_LIST_COUNT_CAP, and a lower bound past it: '1,000+'. */
function countLabel(n: number, exact: boolean): string {
  return `${n.toLocaleString('en')}${exact ? '' : '+'}`;
}

/** spec.md "Article list". Filters and page live in the URL query, so a view can be bookmarked. */
export function ArticleListClient() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const filters = useMemo(() => readListFilters(new URLSearchParams(params.toString())), [params]);
  const apiQuery = listFiltersToApiQuery(filters, ADMIN_PAGE_SIZE);
  const toast = useToast();
  // spec.md "Messages and toasts": a failed load of the categories leaves the filter with its "All categories" choice only.
  const categories = useCategoryList().data ?? [];
  const list = useArticleList(apiQuery);
  const [toDelete, setToDelete] = useState<AdminArticleListItem | null>(null);
  // The selection belongs to one view: another page, filter or order starts with none selected.
  const [selection, setSelection] = useState<{ view: string; ids: ReadonlySet<string> }>({
    view: apiQuery,
    ids: new Set(),
  });
  const selected = selection.view === apiQuery ? selection.ids : new Set<string>();
  const select = (ids: readonly string[], on: boolean) => {
    const next = new Set(selected);
    for (const id of ids)
      if (on) next.add(id);
      else next.delete(id);
    setSelection({ view: apiQuery, ids: next });
  };
  const remove = useAdminMutation({
    mutationFn: (id: string) =>
      adminFetch<{ message: string }>(`${ARTICLES_API}/${id}`, { method: 'DELETE' }),
    invalidates: INVALIDATES.articleDelete,
    errorText: 'Failed to delete article',
  });

  const navigate = useCallback(
    (next: ArticleListFilters, mode: 'push' | 'replace') => {
      const url = `${pathname}${listFiltersToQuery(next)}`;
      if (mode === 'push') router.push(url, { scroll: false });
      else router.replace(url, { scroll: false });
    },
    [pathname, router],
  );

  // Typing replaces the history entry (one per pause, not one per key); a select or a page is a step Back undoes.
  const [searchText, setSearchText] = useUrlSearchBox(filters.search, (search) =>
    navigate({ ...filters, search, page: 1 }, 'replace'),
  );

  // While the next page loads, the previous rows stay (dimmed) rather than flashing a spinner.
  const loading = list.isFetching;
  const data = list.data ?? null;
  const pagination = data?.pagination;
  const total = pagination ? countLabel(pagination.total, pagination.totalExact) : undefined;
  const totalPages = pagination ? countLabel(pagination.totalPages, pagination.totalExact) : '1';
  const showPager = pagination !== undefined && (filters.page > 1 || pagination.hasMore);

  async function confirmDelete(article: AdminArticleListItem) {
    // The last row of a page gone: show the page before it rather than an empty one.
    const lastOnPage = data !== null && data.articles.length === 1 && filters.page > 1;
    const body = await remove.mutateAsync(article.id);
    toast({ title: 'Success', description: body.message });
    if (lastOnPage) navigate({ ...filters, page: filters.page - 1 }, 'replace');
  }

  const createButton = (
    <Flex gap="3">
      <Button highContrast variant="soft" asChild>
        <Link href={ADMIN_ROUTES.trash}>Trash</Link>
      </Button>
      <Button highContrast asChild>
        <Link href={ADMIN_ROUTES.newArticle}>New Article</Link>
      </Button>
    </Flex>
  );

  return (
    <Box>
      <PageHeader title={total === undefined ? 'Articles' : `Articles (${total})`} actions={createButton} />
      <div>
        <Flex direction="column" gap="4" px="6" py="6" mx="auto" style={{ maxWidth: 1200 }}>
          <Card size="2">
            <ArticleFilters
              filters={filters}
              searchText={searchText}
              onSearchText={setSearchText}
              onFilter={(name, value) =>
                navigate({ ...filters, search: searchText, [name]: value, page: 1 }, 'push')
              }
              onSort={(sort, order) =>
                navigate({ ...filters, search: searchText, sort, order, page: 1 }, 'push')
              }
              categories={categories}
            />
          </Card>
          {selected.size > 0 ? (
            <BulkActions
              // The selection belongs to the page shown, so its rows (with their markets) are all here.
              selected={(data?.articles ?? []).filter((a) => selected.has(a.id))}
              categories={categories}
              onDone={(failed) => setSelection({ view: apiQuery, ids: new Set(failed) })}
            />
          ) : null}
          <Box aria-busy={loading} aria-live="polite">
            {list.isError && !list.isFetching ? (
              <ErrorState message="The articles could not be loaded." onRetry={() => list.refetch()} />
            ) : !data ? (
              <LoadingState />
            ) : data.articles.length === 0 ? (
              <EmptyState
                title="No articles found"
                description={
                  hasNarrowingFilter(filters)
                    ? 'Try adjusting your filters'
                    : 'Get started by creating your first article'
                }
                action={
                  <Button highContrast asChild>
                    <Link href={ADMIN_ROUTES.newArticle}>Create Article</Link>
                  </Button>
                }
              />
            ) : (
              <Box style={{ opacity: loading ? 0.6 : 1, overflowX: 'auto' }}>
                <ArticleTable
                  articles={data.articles}
                  loadedAt={list.dataUpdatedAt}
                  onDelete={setToDelete}
                  selected={selected}
                  onSelect={select}
                />
              </Box>
            )}
          </Box>
          {showPager ? (
            <Flex justify="between" align="center" asChild>
              <nav aria-label="Pagination">
                <Button
                  highContrast
                  variant="soft"
                  disabled={filters.page <= 1}
                  onClick={() => navigate({ ...filters, page: filters.page - 1 }, 'push')}
                >
                  Previous
                </Button>
                <Text size="2">
                  Page {filters.page} of {totalPages}
                </Text>
                <Button
                  highContrast
                  variant="soft"
                  disabled={!pagination?.hasMore}
                  onClick={() => navigate({ ...filters, page: filters.page + 1 }, 'push')}
                >
                  Next
                </Button>
              </nav>
            </Flex>
          ) : null}
        </Flex>
      </div>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title="Delete article"
        description={`Move “${toDelete?.title ?? ''}” to the trash? Its public page stops answering at once. You can restore it from the Trash for ${TRASH_RETENTION_DAYS} days.`}
        confirmLabel="Delete"
        onConfirm={() => (toDelete ? confirmDelete(toDelete) : undefined)}
        returnFocusTo={() =>
          document.querySelector<HTMLElement>(
            `[data-article-id="${toDelete?.id}"] button[aria-label^="Actions"]`,
          )
        }
      />
    </Box>
  );
}
