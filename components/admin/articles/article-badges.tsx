import { Badge, Flex, Text } from '@radix-ui/themes';
import { isScheduled, type ArticleListStatus, type ArticleStatus } from '@/lib/constants/articles';
import { formatAdminDateTime } from './format';

const STATUS_COLOR = { draft: 'amber', published: 'green', archived: 'gray' } as const;
const STATUS_LABEL: Record<ArticleStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  archived: 'Archived',
};

export function StatusBadge({ status }: { status: ArticleStatus }) {
  return (
    <Badge highContrast color={STATUS_COLOR[status]} variant="soft" data-status={status}>
      {STATUS_LABEL[status]}
    </Badge>
  );
}

export function statusLabel(status: ArticleStatus): string {
  return STATUS_LABEL[status];
}

/** The list filter's names: the statuses and Scheduled (published, its time still to come). */
export function listStatusLabel(status: ArticleListStatus): string {
  return status === 'scheduled' ? 'Scheduled' : STATUS_LABEL[status];
}

/** A published article waiting for its time (issue 23 point 1): when it goes live, in the editor's zone. */
function ScheduledBadge({ at }: { at: string }) {
  return (
    <Badge highContrast color="blue" variant="soft" data-status="scheduled">
      Scheduled {formatAdminDateTime(at)}
    </Badge>
  );
}

/** The article's state as the list and the editor show it: Scheduled with its time, or its status. */
export function ArticleStateBadge({
  article,
  now,
}: {
  article: { status: ArticleStatus; published_at: string | null };
  /** When the page read the article (ms): "scheduled" is relative to it. */
  now: number;
}) {
  return isScheduled(article, now) && article.published_at ? (
    <ScheduledBadge at={article.published_at} />
  ) : (
    <StatusBadge status={article.status} />
  );
}

/**
 * A category in its own colour: the colour is a dot beside the name, so the text keeps the theme's
 * contrast whatever the palette colour is.
 */
export function CategoryBadge({ category }: { category: { name: string; color: string } | null }) {
  if (!category) {
    return (
      <Text size="2" color="gray">
        No category
      </Text>
    );
  }
  return (
    <Badge variant="outline" color="gray" highContrast>
      <Flex align="center" gap="1">
        <span
          aria-hidden="true"
          style={{ width: 8, height: 8, borderRadius: 9999, background: category.color, flexShrink: 0 }}
        />
        {category.name}
      </Flex>
    </Badge>
  );
}
