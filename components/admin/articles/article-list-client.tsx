'use client';
import { Box, Button, Card, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  hasNarrowingFilter,
  listFiltersToApiQuery,
  listFiltersToQuery,
  readListFilters,
  type ArticleListFilters,
} from '@/lib/admin/article-list-query';
import type { AdminArticleData, ArticleListResponse } from '@/lib/admin/article-types';
import { ADMIN_PAGE_SIZE, ADMIN_ROUTES } from '@/lib/constants';
import { adminFetch, toastErrorText } from '../admin-api';
import { useUrlSearchBox } from '../use-url-search-box';
import { PageHeader } from '../ui/page-header';
import { errorToast, useToast } from '../ui/toaster';
import { useCategories } from './use-categories';
import { ArticleFilters } from './article-filters';
import { ArticleTable } from './article-table';
import { DeleteArticleDialog } from './delete-article-dialog';

/** The last answer, and for which query (the list is loading while it is not the current one). */
interface ListResult {
  key: string;
  data: ArticleListResponse | null;
  failed: boolean;
}

/** SPEC 2 'Article list'. Filters and page live in the URL query, so a view can be bookmarked. */
export function ArticleListClient() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const filters = useMemo(() => readListFilters(new URLSearchParams(params.toString())), [params]);
  const apiQuery = listFiltersToApiQuery(filters, ADMIN_PAGE_SIZE);
  const toast = useToast();
  const categories = useCategories();

  const [result, setResult] = useState<ListResult | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const requestKey = `${apiQuery}#${reloadKey}`;
  const [toDelete, setToDelete] = useState<AdminArticleData | null>(null);
  const [deleting, setDeleting] = useState(false);

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

  useEffect(() => {
    const controller = new AbortController();
    adminFetch<ArticleListResponse>(`/api/admin/blog/articles?${apiQuery}`, { signal: controller.signal })
      .then((data) => setResult({ key: requestKey, data, failed: false }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // SPEC 8: a failed list load is only logged; the screen offers a retry instead of an empty state.
        console.error('Failed to load articles', error);
        setResult({ key: requestKey, data: null, failed: true });
      });
    return () => controller.abort();
  }, [apiQuery, requestKey]);

  const loading = result?.key !== requestKey;
  // While the next page loads, the previous rows stay (dimmed) rather than flashing a spinner.
  const data = result?.data ?? null;
  const failed = !loading && result?.failed === true;
  const total = data?.pagination.total;
  const totalPages = data?.pagination.totalPages ?? 1;

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    try {
      const body = await adminFetch<{ message: string }>(`/api/admin/blog/articles/${toDelete.id}`, {
        method: 'DELETE',
      });
      toast({ title: 'Success', description: body.message });
      setToDelete(null);
      // The last row of a page gone: show the page before it rather than an empty one.
      if (data && data.articles.length === 1 && filters.page > 1) {
        navigate({ ...filters, page: filters.page - 1 }, 'replace');
      } else setReloadKey((k) => k + 1);
    } catch (error) {
      toast(errorToast(toastErrorText(error, 'Failed to delete article')));
    } finally {
      setDeleting(false);
    }
  }

  const createButton = (
    <Button highContrast asChild>
      <Link href={ADMIN_ROUTES.newArticle}>New Article</Link>
    </Button>
  );

  return (
    <Box style={{ minHeight: '100vh', background: 'var(--gray-2)' }}>
      <PageHeader title={total === undefined ? 'Articles' : `Articles (${total})`} actions={createButton} />
      <Flex direction="column" gap="4" px="6" py="6" mx="auto" style={{ maxWidth: 1200 }}>
        <Card size="2">
          <ArticleFilters
            filters={filters}
            searchText={searchText}
            onSearchText={setSearchText}
            onFilter={(name, value) =>
              navigate({ ...filters, search: searchText, [name]: value, page: 1 }, 'push')
            }
            categories={categories}
          />
        </Card>
        <Box aria-busy={loading} aria-live="polite">
          {failed ? (
            <Card size="3">
              <Flex direction="column" align="center" gap="3">
                <Text color="gray">The articles could not be loaded.</Text>
                <Button highContrast variant="soft" onClick={() => setReloadKey((k) => k + 1)}>
                  Try again
                </Button>
              </Flex>
            </Card>
          ) : !data ? (
            <Flex justify="center" align="center" gap="2" py="9">
              <Spinner size="3" />
              <Text color="gray">Loading...</Text>
            </Flex>
          ) : data.articles.length === 0 ? (
            <Card size="4">
              <Flex direction="column" align="center" gap="3" py="6">
                <Heading as="h2" size="4">
                  No articles found
                </Heading>
                <Text color="gray">
                  {hasNarrowingFilter(filters)
                    ? 'Try adjusting your filters'
                    : 'Get started by creating your first article'}
                </Text>
                <Button highContrast asChild>
                  <Link href={ADMIN_ROUTES.newArticle}>Create Article</Link>
                </Button>
              </Flex>
            </Card>
          ) : (
            <Box style={{ opacity: loading ? 0.6 : 1, overflowX: 'auto' }}>
              <ArticleTable articles={data.articles} onDelete={setToDelete} />
            </Box>
          )}
        </Box>
        {data && totalPages > 1 ? (
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
                disabled={filters.page >= totalPages}
                onClick={() => navigate({ ...filters, page: filters.page + 1 }, 'push')}
              >
                Next
              </Button>
            </nav>
          </Flex>
        ) : null}
      </Flex>
      <DeleteArticleDialog
        title={toDelete?.title ?? null}
        busy={deleting}
        onCancel={() => setToDelete(null)}
        onConfirm={() => void confirmDelete()}
      />
    </Box>
  );
}
