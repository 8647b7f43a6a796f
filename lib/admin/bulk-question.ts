import { TRASH_RETENTION_DAYS } from '@/lib/constants/articles';
import { MARKET_CODES, type MarketCode } from '@/lib/markets';

/** "global", "global and usa", "global, usa and be-fr". */
export function englishList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export const articleCount = (n: number) => `${n} article${n === 1 ? '' : 's'}`;

/** The bulk actions of the article list that change what readers see, and so ask first (issue 33 point 4). */
export type AskedBulkAction = 'publish' | 'unpublish' | 'trash';

export interface BulkQuestion {
  title: string;
  description: string;
  confirmLabel: string;
}

/**
 * The question a bulk action asks before it runs: how many articles, in which markets (in the markets'
 * own order), and what readers will meet afterwards.
 */
export function bulkQuestion(action: AskedBulkAction, markets: readonly MarketCode[]): BulkQuestion {
  const n = markets.length;
  const where = englishList(MARKET_CODES.filter((m) => markets.includes(m)));
  const count = articleCount(n);
  switch (action) {
    case 'publish':
      return {
        title: `Publish ${count} in ${where}?`,
        description: `${n === 1 ? 'It goes' : 'They go'} live on the site at once; one with a publication time still to come goes live then. Articles already published stay as they are.`,
        confirmLabel: `Publish ${count}`,
      };
    case 'unpublish':
      return {
        title: `Unpublish ${count} in ${where}?`,
        description: `${n === 1 ? 'It is' : 'They are'} taken off the site at once: ${n === 1 ? 'its page stops' : 'their pages stop'} answering and ${n === 1 ? 'it becomes a draft' : 'they become drafts'}. Articles that are not published stay as they are.`,
        confirmLabel: `Unpublish ${count}`,
      };
    case 'trash':
      return {
        title: `Move ${count} in ${where} to the trash?`,
        description: `${n === 1 ? 'Its public page stops' : 'Their public pages stop'} answering at once. You can restore ${n === 1 ? 'it' : 'them'} from the Trash for ${TRASH_RETENTION_DAYS} days.`,
        confirmLabel: 'Move to trash',
      };
  }
}
