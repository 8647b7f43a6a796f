'use client';
import { Button, Card, Flex, Select, Text } from '@radix-ui/themes';
import { useId, useState } from 'react';
import type { AdminArticleListItem, CategoryOption } from '@/lib/admin/article-types';
import { articleCount as articles, bulkQuestion, type AskedBulkAction } from '@/lib/admin/bulk-question';
import type { BulkArticlesBody } from '@/lib/validations/article-bulk';
import { adminFetch } from '../kit/admin-fetch';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { INVALIDATES, useAdminMutation } from '../kit/mutations';
import { ARTICLES_API } from '../kit/queries';
import { useToast } from '../ui/toaster';

type BulkAction = BulkArticlesBody['action'];
interface BulkAnswer {
  results: { id: string; ok: boolean; error?: string }[];
}

const DONE: Record<BulkAction, string> = {
  publish: 'published',
  unpublish: 'unpublished',
  move: 'moved',
  trash: 'moved to the trash',
};

/**
 * Issue 23: what to do with the selected rows, in one request that answers per article. Publish, Unpublish
 * and Move to trash change what readers see, so they ask first, naming the count and the markets (issue 33).
 */
export function BulkActions({
  selected,
  categories,
  onDone,
}: {
  selected: readonly Pick<AdminArticleListItem, 'id' | 'market'>[];
  categories: readonly CategoryOption[];
  /** Called with the ids that failed (they stay selected). */
  onDone: (failed: string[]) => void;
}) {
  const toast = useToast();
  const labelId = useId();
  const [categoryId, setCategoryId] = useState<string>('');
  // The last question asked stays while its dialog closes, so its text does not change under the fade.
  const [asked, setAsked] = useState<{ action: AskedBulkAction; open: boolean }>({
    action: 'publish',
    open: false,
  });
  const ask = (action: AskedBulkAction) => () => setAsked({ action, open: true });
  const ids = selected.map((a) => a.id);
  const question = bulkQuestion(
    asked.action,
    selected.map((a) => a.market),
  );
  const bulk = useAdminMutation({
    mutationFn: (body: BulkArticlesBody) =>
      adminFetch<BulkAnswer>(`${ARTICLES_API}/bulk`, { method: 'POST', body }),
    invalidates: INVALIDATES.articleDelete,
    errorText: 'The bulk action failed',
  });

  async function run(action: BulkAction) {
    const body: BulkArticlesBody =
      action === 'move' ? { ids: [...ids], action, categoryId } : { ids: [...ids], action };
    const { results } = await bulk.mutateAsync(body);
    const failed = results.filter((r) => !r.ok);
    const done = results.length - failed.length;
    toast(
      failed.length === 0
        ? { title: 'Success', description: `${articles(done)} ${DONE[action]}` }
        : {
            title: 'Some articles were not changed',
            description: `${articles(done)} ${DONE[action]}; ${failed.length} failed: ${[...new Set(failed.map((f) => f.error))].join('; ')}`,
            variant: 'destructive',
          },
    );
    onDone(failed.map((f) => f.id));
  }
  const start = (action: BulkAction) => () => {
    // A failure has shown its toast (the kit's mutation).
    run(action).catch(() => undefined);
  };

  return (
    <Card size="1">
      <Flex gap="3" align="center" wrap="wrap" role="group" aria-label="Bulk actions">
        <Text size="2" weight="medium">
          {articles(ids.length)} selected
        </Text>
        <Button
          highContrast
          variant="soft"
          disabled={bulk.isPending}
          data-bulk-action="publish"
          onClick={ask('publish')}
        >
          Publish
        </Button>
        <Button
          highContrast
          variant="soft"
          disabled={bulk.isPending}
          data-bulk-action="unpublish"
          onClick={ask('unpublish')}
        >
          Unpublish
        </Button>
        <Flex gap="2" align="center">
          <Text size="2" id={labelId}>
            Category
          </Text>
          <Select.Root value={categoryId} onValueChange={setCategoryId}>
            <Select.Trigger aria-labelledby={labelId} placeholder="Choose…" style={{ minWidth: 140 }} />
            <Select.Content>
              {categories.map((c) => (
                <Select.Item key={c.id} value={c.id}>
                  {c.name}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
          <Button
            highContrast
            variant="soft"
            disabled={bulk.isPending || categoryId === ''}
            onClick={start('move')}
          >
            Move to category
          </Button>
        </Flex>
        <Button
          color="red"
          variant="soft"
          disabled={bulk.isPending}
          data-bulk-action="trash"
          onClick={ask('trash')}
        >
          Move to trash
        </Button>
      </Flex>
      <ConfirmDialog
        open={asked.open}
        onOpenChange={(open) => setAsked({ ...asked, open })}
        {...question}
        onConfirm={() => run(asked.action)}
        returnFocusTo={() => document.querySelector<HTMLElement>(`[data-bulk-action="${asked.action}"]`)}
      />
    </Card>
  );
}
