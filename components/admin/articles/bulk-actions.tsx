'use client';
import { Button, Card, Flex, Select, Text } from '@radix-ui/themes';
import { useId, useState } from 'react';
import type { CategoryOption } from '@/lib/admin/article-types';
import { TRASH_RETENTION_DAYS } from '@/lib/constants/articles';
import type { BulkArticlesBody } from '@/lib/validations/article';
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

const articles = (n: number) => `${n} article${n === 1 ? '' : 's'}`;

/** Issue 23: what to do with the selected rows, in one request that answers per article. */
export function BulkActions({
  ids,
  categories,
  onDone,
}: {
  ids: readonly string[];
  categories: readonly CategoryOption[];
  /** Called with the ids that failed (they stay selected). */
  onDone: (failed: string[]) => void;
}) {
  const toast = useToast();
  const labelId = useId();
  const [categoryId, setCategoryId] = useState<string>('');
  const [confirmTrash, setConfirmTrash] = useState(false);
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
        <Button highContrast variant="soft" disabled={bulk.isPending} onClick={start('publish')}>
          Publish
        </Button>
        <Button highContrast variant="soft" disabled={bulk.isPending} onClick={start('unpublish')}>
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
        <Button color="red" variant="soft" disabled={bulk.isPending} onClick={() => setConfirmTrash(true)}>
          Move to trash
        </Button>
      </Flex>
      <ConfirmDialog
        open={confirmTrash}
        onOpenChange={setConfirmTrash}
        title="Move to trash"
        description={`Move ${articles(ids.length)} to the trash? Their public pages stop answering at once. You can restore them from the Trash for ${TRASH_RETENTION_DAYS} days.`}
        confirmLabel="Move to trash"
        onConfirm={() => run('trash')}
        returnFocusTo={() => document.querySelector<HTMLElement>('[aria-label="Bulk actions"] button')}
      />
    </Card>
  );
}
