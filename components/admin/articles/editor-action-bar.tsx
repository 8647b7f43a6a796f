'use client';
import { Box, Button, Flex } from '@radix-ui/themes';
import type { ArticleStatus } from '@/lib/constants/articles';
import { ArticleStateBadge } from './article-badges';
import { SaveStatus } from './save-status';
import type { SaveState } from './use-autosave';

interface Props {
  /** Null while the article loads: no state is claimed before it is known. */
  article: { status: ArticleStatus; published_at: string | null } | null;
  /** When the article was read or saved (ms): "Scheduled" means its publish time was still to come then. */
  now: number;
  state: SaveState | null;
  /** The article is on the site (or scheduled to be): the primary action keeps it so, "Update". */
  published: boolean;
  disabled: boolean;
  onSave: (status: 'draft' | 'published') => void;
  /** The Preview menu (preview-actions.tsx); none while the article loads. */
  preview?: React.ReactNode;
}

const buttonSize = { initial: '1', sm: '2' } as const;

/**
 * Issue 33 point 2: the editor's one action bar, sticky at the top of the screen: the article's state
 * and save status, then Preview, Save Draft and the one primary action (Publish for a draft, Update for
 * a live article). One row at every width: below 768 px the state and the save status stack, and the
 * buttons are the small size (24 px, the WCAG 2.2 minimum target).
 */
export function EditorActionBar({ article, now, state, published, disabled, onSave, preview }: Props) {
  return (
    <Flex
      role="group"
      aria-label="Article actions"
      align="center"
      justify="between"
      gap={{ initial: '2', sm: '3' }}
      wrap="nowrap"
    >
      <Flex
        direction={{ initial: 'column', sm: 'row' }}
        align={{ initial: 'start', sm: 'center' }}
        gap={{ initial: '1', sm: '3' }}
        minWidth="0"
        flexShrink="1"
        overflow="hidden"
      >
        {article ? (
          <Box maxWidth="100%" overflow="hidden" style={{ whiteSpace: 'nowrap', textOverflow: 'ellipsis' }}>
            <ArticleStateBadge article={article} now={now} />
          </Box>
        ) : null}
        {state ? <SaveStatus state={state} /> : null}
      </Flex>
      <Flex gap="2" align="center" flexShrink="0">
        {preview}
        <Button
          highContrast
          type="button"
          variant="outline"
          size={buttonSize}
          disabled={disabled}
          onClick={() => onSave('draft')}
        >
          Save Draft
        </Button>
        <Button
          highContrast
          type="button"
          size={buttonSize}
          disabled={disabled}
          onClick={() => onSave('published')}
        >
          {published ? 'Update' : 'Publish'}
        </Button>
      </Flex>
    </Flex>
  );
}
