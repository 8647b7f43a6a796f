'use client';
import { isLive, type ArticleForm } from '@/lib/admin/article-form';
import type { AdminArticleData } from '@/lib/admin/article-types';
import { isScheduled, type ArticleStatus } from '@/lib/constants/articles';
import { articlePath } from '@/lib/markets';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { formatAdminDateTime } from './format';

/** What a save may need to ask before it is sent: a live address that moves, an article leaving the site. */
export type SaveQuestion = 'slug' | 'offline';

/** A save held until the author answers `kind`; `answered` are the questions already confirmed. */
export interface HeldSave {
  kind: SaveQuestion;
  values: ArticleForm;
  status: ArticleStatus;
  /** The version the save starts from. */
  base: AdminArticleData;
  /** Set when the save starts from another version than the loaded one ("Overwrite with mine"). */
  override?: AdminArticleData;
  answered: SaveQuestion[];
}

/**
 * The next question a save must ask, if any (nothing goes offline, and no live address moves, by
 * accident): a live article whose slug changes (issue 33 point 5), then a published or scheduled
 * article saved as anything else.
 */
export function nextQuestion(
  base: AdminArticleData | null,
  values: ArticleForm,
  status: ArticleStatus,
  answered: readonly SaveQuestion[],
  now: number = Date.now(),
): SaveQuestion | null {
  if (!base) return null;
  if (!answered.includes('slug') && isLive(base, now) && values.slug !== base.slug) return 'slug';
  if (!answered.includes('offline') && base.status === 'published' && status !== 'published')
    return 'offline';
  return null;
}

function texts(held: HeldSave) {
  const { base, values, status } = held;
  if (held.kind === 'slug')
    return {
      title: 'Change the article’s address?',
      description: `The old address will redirect to the new one: ${articlePath(base.market, base.slug)} → ${articlePath(values.market, values.slug)}.`,
      confirm: 'Change address',
    };
  const as = status === 'archived' ? 'archived' : 'a draft';
  const confirm = status === 'archived' ? 'Archive' : 'Save Draft';
  // A scheduled article has never been on the site: saying "visitors no longer see it" would be wrong.
  if (isScheduled(base, Date.now()) && base.published_at)
    return {
      title: 'Cancel the scheduled publication?',
      description: `This article was never live: it is saved as ${as} and will not go live on ${formatAdminDateTime(base.published_at)}.`,
      confirm,
    };
  return {
    title: 'Take the article off the site?',
    description: `This takes the article off the site: it is saved as ${as} and visitors no longer see it.`,
    confirm,
  };
}

/** The question a held save waits on; confirming it goes on to the next question or to the save. */
export function SaveQuestionDialog({
  held,
  onCancel,
  onConfirm,
}: {
  held: HeldSave | null;
  onCancel: () => void;
  /** Resolves false when it asked the next question instead of saving (the dialog stays open). */
  onConfirm: (held: HeldSave) => Promise<boolean>;
}) {
  const text = held ? texts(held) : { title: '', description: '', confirm: '' };
  return (
    <ConfirmDialog
      open={held !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={text.title}
      description={text.description}
      confirmLabel={text.confirm}
      onConfirm={() => (held ? onConfirm(held) : undefined)}
    />
  );
}
