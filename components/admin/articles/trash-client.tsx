'use client';
import { Box, Button, Card, Flex, Table, Text } from '@radix-ui/themes';
import Link from 'next/link';
import { useState } from 'react';
import type { TrashedArticle } from '@/lib/admin/article-types';
import { TRASH_RETENTION_DAYS } from '@/lib/constants/articles';
import { ADMIN_ROUTES } from '@/lib/constants/portal';
import { MarketFlag } from '@/components/ui/market-flag';
import { getMarket } from '@/lib/markets';
import { adminFetch } from '../kit/admin-fetch';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { INVALIDATES, useAdminMutation } from '../kit/mutations';
import { TRASH_API, useTrash } from '../kit/queries';
import { EmptyState, ErrorState, LoadingState } from '../kit/states';
import { PageHeader } from '../ui/page-header';
import { useToast } from '../ui/toaster';
import { StatusBadge } from './article-badges';
import { formatAdminDate } from './format';

/** Issue 23: the trash. Restore brings an article back as a draft; Delete forever cannot be undone. */
export function TrashClient() {
  const trash = useTrash();
  const toast = useToast();
  const [toDestroy, setToDestroy] = useState<TrashedArticle | null>(null);
  const restore = useAdminMutation({
    mutationFn: (id: string) =>
      adminFetch<{ message: string; article: { id: string } }>(`${TRASH_API}/${id}/restore`, {
        method: 'POST',
      }),
    invalidates: INVALIDATES.trashRestore,
    // A 409 names the article that took the slug: the server's message says it.
    errorText: 'Failed to restore article',
  });
  const destroy = useAdminMutation({
    mutationFn: (id: string) => adminFetch<{ message: string }>(`${TRASH_API}/${id}`, { method: 'DELETE' }),
    invalidates: INVALIDATES.trashDelete,
    errorText: 'Failed to delete article',
  });

  async function onRestore(article: TrashedArticle) {
    const body = await restore.mutateAsync(article.id);
    toast({ title: 'Success', description: `${body.message}: “${article.title}”` });
  }

  async function confirmDestroy(article: TrashedArticle) {
    const body = await destroy.mutateAsync(article.id);
    toast({ title: 'Success', description: body.message });
  }

  const back = (
    <Button highContrast variant="soft" asChild>
      <Link href={ADMIN_ROUTES.articles}>Back to articles</Link>
    </Button>
  );
  const articles = trash.data;

  return (
    <Box>
      <PageHeader title={articles ? `Trash (${articles.length})` : 'Trash'} actions={back} />
      <div>
        <Flex direction="column" gap="4" px="6" py="6" mx="auto" style={{ maxWidth: 1200 }}>
          <Text size="2" color="gray">
            Deleted articles stay here for {TRASH_RETENTION_DAYS} days, then are deleted for good.
          </Text>
          <Box aria-busy={trash.isFetching} aria-live="polite">
            {trash.isError && !trash.isFetching ? (
              <ErrorState message="The trash could not be loaded." onRetry={() => trash.refetch()} />
            ) : !articles ? (
              <LoadingState />
            ) : articles.length === 0 ? (
              <EmptyState title="The trash is empty" description="Deleted articles appear here." />
            ) : (
              <Card size="1" style={{ overflowX: 'auto' }}>
                <Table.Root>
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeaderCell>Title</Table.ColumnHeaderCell>
                      <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
                      <Table.ColumnHeaderCell>Market</Table.ColumnHeaderCell>
                      <Table.ColumnHeaderCell>Deleted</Table.ColumnHeaderCell>
                      <Table.ColumnHeaderCell>
                        <span className="sr-only">Actions</span>
                      </Table.ColumnHeaderCell>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {articles.map((a) => (
                      <Table.Row key={a.id} data-article-id={a.id}>
                        <Table.RowHeaderCell>
                          <Text weight="medium">{a.title}</Text>
                          <Text as="p" size="1" color="gray">
                            {a.slug}
                          </Text>
                        </Table.RowHeaderCell>
                        <Table.Cell>
                          <StatusBadge status={a.status} />
                        </Table.Cell>
                        <Table.Cell>
                          <Flex align="center" gap="2">
                            <MarketFlag market={getMarket(a.market)} />
                            <Text size="2">{a.market}</Text>
                          </Flex>
                        </Table.Cell>
                        <Table.Cell>{formatAdminDate(a.deleted_at)}</Table.Cell>
                        <Table.Cell>
                          <Flex gap="2" justify="end">
                            <Button
                              highContrast
                              variant="soft"
                              aria-label={`Restore ${a.title}`}
                              disabled={restore.isPending}
                              onClick={() => {
                                // A failure has shown its toast (the kit's mutation).
                                onRestore(a).catch(() => undefined);
                              }}
                            >
                              Restore
                            </Button>
                            <Button
                              color="red"
                              variant="soft"
                              aria-label={`Delete ${a.title} forever`}
                              onClick={() => setToDestroy(a)}
                            >
                              Delete forever
                            </Button>
                          </Flex>
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Card>
            )}
          </Box>
        </Flex>
      </div>
      <ConfirmDialog
        open={toDestroy !== null}
        onOpenChange={(open) => {
          if (!open) setToDestroy(null);
        }}
        title="Delete forever"
        description={`Delete “${toDestroy?.title ?? ''}” forever? Its translations go with it. This cannot be undone.`}
        confirmLabel="Delete forever"
        onConfirm={() => (toDestroy ? confirmDestroy(toDestroy) : undefined)}
        returnFocusTo={() => document.querySelector<HTMLElement>('main h1, main')}
      />
    </Box>
  );
}
