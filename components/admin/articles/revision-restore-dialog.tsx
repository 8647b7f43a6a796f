'use client';
import { Button, Checkbox, Flex, Text } from '@radix-ui/themes';
import { useState } from 'react';
import type { AdminArticleData, ArticleSnapshot } from '@/lib/admin/article-types';
import { isScheduled } from '@/lib/constants/articles';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { formatAdminDateTime } from './format';

type Dated = Pick<AdminArticleData, 'status' | 'published_at'>;
/** Where an article stands for readers: what a restore of its status would change. */
type Standing = 'live' | 'scheduled' | 'draft' | 'archived';

export function standingOf(a: Dated, now: number): Standing {
  if (a.status !== 'published') return a.status;
  return isScheduled(a, now) ? 'scheduled' : 'live';
}

const STAYS: Record<Standing, (a: Dated) => string> = {
  live: () => 'The article stays live at its address.',
  scheduled: (a) =>
    a.published_at
      ? `The article stays scheduled for ${formatAdminDateTime(a.published_at)}.`
      : 'The article stays scheduled.',
  draft: () => 'The article stays a draft.',
  archived: () => 'The article stays archived, off the site.',
};

/** "Draft: takes the article off the site": the revision's status and what putting it back does now. */
export function statusChoice(revision: Dated, current: Standing, now: number): string {
  const target = standingOf(revision, now);
  // Only a scheduled revision has a time to name (formatting a missing one throws).
  const name =
    target === 'scheduled' && revision.published_at
      ? `Scheduled for ${formatAdminDateTime(revision.published_at)}`
      : { live: 'Published', scheduled: 'Scheduled', draft: 'Draft', archived: 'Archived' }[target];
  const effect =
    target === 'live'
      ? 'puts the article on the site at once'
      : target === 'scheduled'
        ? current === 'live'
          ? 'takes the article off the site until then'
          : 'the article goes live then'
        : current === 'live'
          ? 'takes the article off the site'
          : current === 'scheduled'
            ? 'cancels its scheduled publication'
            : 'the article stays off the site';
  return `${name}: ${effect}`;
}

interface Props {
  article: AdminArticleData;
  snapshot: ArticleSnapshot;
  /** When the revision was saved (ISO). */
  savedAt: string;
  disabled: boolean;
  onRestore: (restoreStatus: boolean) => Promise<void>;
}

/**
 * Issue 33 point 4: a restore puts back the revision's content and leaves the article where it stands (live
 * stays live); its status comes back only when the editor ticks the box, which names what that does.
 */
export function RevisionRestoreDialog({ article, snapshot, savedAt, disabled, onRestore }: Props) {
  const [withStatus, setWithStatus] = useState(false);
  // Read when the dialog opens: "live" and "scheduled" depend on the time.
  const [now, setNow] = useState(0);
  const current = standingOf(article, now);
  const statusDiffers = standingOf(snapshot, now) !== current;
  const restoreStatus = statusDiffers && withStatus;
  const choice = statusChoice(snapshot, current, now);

  return (
    <ConfirmDialog
      title="Restore this revision?"
      description={`Puts back the title, summary, body, category, featured image and SEO fields of this revision of ${formatAdminDateTime(savedAt)}. ${
        restoreStatus ? `Its status comes back too (${choice}).` : STAYS[current](article)
      } This is saved as a new revision, so it can be undone.`}
      confirmLabel={restoreStatus ? 'Restore content and status' : 'Restore content'}
      trigger={
        <Button type="button" highContrast disabled={disabled}>
          Restore this revision
        </Button>
      }
      onOpenChange={(open) => {
        if (!open) return;
        setNow(Date.now());
        setWithStatus(false);
      }}
      onConfirm={() => onRestore(restoreStatus)}
    >
      {statusDiffers ? (
        <Text as="label" size="2" mt="3" style={{ display: 'block' }}>
          <Flex gap="2" align="start">
            <Checkbox checked={withStatus} onCheckedChange={(v) => setWithStatus(v === true)} />
            Also restore its status ({choice})
          </Flex>
        </Text>
      ) : null}
    </ConfirmDialog>
  );
}
