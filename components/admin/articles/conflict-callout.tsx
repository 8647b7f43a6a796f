'use client';
import { Box, Button, Callout, Flex, Spinner, Text } from '@radix-ui/themes';
import { formFromArticle, type ArticleForm } from '@/lib/admin/article-form';
import type { AdminArticleData } from '@/lib/admin/article-types';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { errorToast, useToast } from '../ui/toaster';
import { formatAdminDateTime } from './format';
import { bodyText, WordDiff } from './text-diff';

/** The fields the diff does not show word by word, each named when theirs and mine differ (one per form field). */
const OTHER_FIELD_LABELS = {
  market: 'Target Market',
  language: 'Language',
  categoryId: 'Category',
  status: 'Status',
  publishedAt: 'Publish date',
  featuredImageUrl: 'Featured Image URL',
  featuredImageAlt: 'Featured Image Alt Text',
  metaTitle: 'Meta Title',
  metaDescription: 'Meta Description',
  canonicalUrl: 'Canonical URL',
  reviewedBy: 'Reviewed by',
  reviewedAt: 'Review date',
  isTranslation: 'Translation',
} satisfies Record<Exclude<keyof ArticleForm, 'title' | 'slug' | 'summary' | 'content'>, string>;
const OTHER_FIELDS = Object.entries(OTHER_FIELD_LABELS) as [keyof typeof OTHER_FIELD_LABELS, string][];

interface Props {
  /** The article as the server has it now (null while it loads). */
  theirs: AdminArticleData | null;
  mine: ArticleForm;
  /** Mine differs from what this tab last loaded: reloading theirs asks first. */
  unsaved: boolean;
  busy: boolean;
  onReloadTheirs: () => void;
  onOverwrite: () => void;
  /** What the form holds now, for "Copy my text". */
  readMine: () => ArticleForm;
}

/**
 * Issue 33 point 3: a save refused because someone else saved the article meanwhile. Shown under the
 * action bar (in view wherever the editor is scrolled to): their version against mine, word by word,
 * and three ways out, none of which loses either text.
 */
export function ConflictCallout({
  theirs,
  mine,
  unsaved,
  busy,
  onReloadTheirs,
  onOverwrite,
  readMine,
}: Props) {
  const toast = useToast();
  const copyMine = async () =>
    toast(
      (await copyArticleText(readMine()))
        ? { title: 'Success', description: 'Your text is on the clipboard' }
        : errorToast('Could not copy your text: select it in the form and copy it by hand'),
    );
  const their = theirs ? formFromArticle(theirs) : null;
  const others = their ? OTHER_FIELDS.filter(([field]) => their[field] !== mine[field]) : [];
  const reload = (
    <Button type="button" size="1" highContrast color="amber" disabled={busy || !theirs}>
      Reload theirs
    </Button>
  );
  return (
    <Callout.Root highContrast color="amber" role="alert" size="1" data-testid="edit-conflict">
      <Callout.Text>
        Not saved: someone else saved this article
        {theirs ? ` at ${formatAdminDateTime(theirs.updated_at)}` : ''} while you were editing. Compare the
        two versions and choose which one to keep.
      </Callout.Text>
      {their ? (
        <Box
          role="group"
          aria-label="Their version compared with yours"
          tabIndex={0}
          style={{ maxHeight: '30vh', overflowY: 'auto' }}
          p="2"
          mt="1"
        >
          <Text as="p" size="1" color="gray">
            Struck out: only in theirs. Underlined: only in yours.
          </Text>
          <Flex direction="column" gap="2" mt="1">
            <WordDiff label="Title" from={their.title} to={mine.title} />
            <WordDiff label="URL Slug" from={their.slug} to={mine.slug} />
            <WordDiff label="Summary" from={their.summary} to={mine.summary} />
            <WordDiff label="Body" from={bodyText(their.content)} to={bodyText(mine.content)} />
            {others.length ? (
              <Text as="p" size="2">
                Also different: {others.map(([, label]) => label).join(', ')}.
              </Text>
            ) : null}
          </Flex>
        </Box>
      ) : (
        <Spinner aria-label="Loading their version" />
      )}
      <Flex gap="2" mt="1" wrap="wrap">
        {unsaved ? (
          <ConfirmDialog
            title="Replace your text with theirs?"
            description="The form then shows their version. Yours is kept in this browser: “Restore unsaved changes” brings it back."
            confirmLabel="Reload theirs"
            trigger={reload}
            onConfirm={onReloadTheirs}
          />
        ) : (
          <Button
            type="button"
            size="1"
            highContrast
            color="amber"
            disabled={busy || !theirs}
            onClick={onReloadTheirs}
          >
            Reload theirs
          </Button>
        )}
        <Button
          type="button"
          size="1"
          highContrast
          variant="soft"
          color="amber"
          disabled={busy}
          onClick={onOverwrite}
        >
          Overwrite with mine
        </Button>
        <Button
          type="button"
          size="1"
          highContrast
          variant="soft"
          color="gray"
          onClick={() => void copyMine()}
        >
          Copy my text
        </Button>
      </Flex>
      <Text as="p" size="1">
        Overwriting saves yours as the newest version; theirs stays in Revisions and can be restored.
      </Text>
    </Callout.Root>
  );
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * "Copy my text": the title, summary and body on the clipboard, as HTML (formatting kept when pasted
 * into a document or back into the editor) and as plain text. Resolves whether it worked.
 */
async function copyArticleText(values: ArticleForm): Promise<boolean> {
  const plain = [values.title, values.summary, bodyText(values.content)].filter(Boolean).join('\n\n');
  const html = `<h1>${escapeHtml(values.title)}</h1>${values.summary ? `<p>${escapeHtml(values.summary)}</p>` : ''}${values.content}`;
  try {
    if (typeof ClipboardItem === 'undefined') await navigator.clipboard.writeText(plain);
    else
      await navigator.clipboard.write([
        new ClipboardItem({
          'text/plain': new Blob([plain], { type: 'text/plain' }),
          'text/html': new Blob([html], { type: 'text/html' }),
        }),
      ]);
    return true;
  } catch {
    return false;
  }
}
