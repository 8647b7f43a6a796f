'use client';
import { Box, Button, Card, Dialog, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import dynamic from 'next/dynamic';
import { useEffect, useRef } from 'react';
import type { ArticleForm } from '@/lib/admin/article-form';
import type { AdminArticleData, CategoryOption } from '@/lib/admin/article-types';

// The preview pulls in the sanitizer and the public article component: only when it is opened.
const ArticlePreview = dynamic(() => import('./article-preview').then((m) => m.ArticlePreview), {
  ssr: false,
  loading: () => <Spinner />,
});

interface Props {
  open: boolean;
  onClose: () => void;
  wide: boolean;
  form: ArticleForm;
  loaded: AdminArticleData | null;
  categories: readonly CategoryOption[];
}

const NOTE = 'What is on screen now, unsaved changes included, as a reader will see it once saved.';

/**
 * Issue 33 point 2: the preview of the form's current values (not the last saved version). From
 * 1024 px it is a column beside the form, sticky under the action bar, scrolling on its own; below
 * that it is a full-width dialog over the form.
 */
export function PreviewPanel({ open, onClose, wide, form, loaded, categories }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Opened from the menu: the keyboard lands on the preview, not back on the menu's button.
    if (open && wide) heading.current?.focus();
  }, [open, wide]);
  if (!open) return null;
  const preview = <ArticlePreview form={form} loaded={loaded} categories={categories} />;
  if (!wide) {
    return (
      <Dialog.Root open onOpenChange={(next) => (next ? undefined : onClose())}>
        <Dialog.Content maxWidth="min(100vw - 16px, 900px)" size="2" aria-describedby="preview-dialog-note">
          <Flex justify="between" align="center" gap="3" mb="2">
            <Dialog.Title mb="0">Preview</Dialog.Title>
            <Dialog.Close>
              <Button highContrast variant="soft" color="gray" size="1">
                Close preview
              </Button>
            </Dialog.Close>
          </Flex>
          <Text as="p" size="1" color="gray" id="preview-dialog-note" mb="3">
            {NOTE}
          </Text>
          {preview}
        </Dialog.Content>
      </Dialog.Root>
    );
  }
  return (
    <Box
      flexGrow="2"
      flexShrink="1"
      flexBasis="0"
      minWidth="0"
      position="sticky"
      style={{ top: 'calc(var(--editor-bar-height, 64px) + 16px)' }}
    >
      <Card size="2" asChild>
        <section aria-labelledby="preview-heading">
          <Flex justify="between" align="center" gap="3" mb="1">
            <Heading as="h2" size="4" id="preview-heading" ref={heading} tabIndex={-1}>
              Preview
            </Heading>
            <Button highContrast variant="soft" color="gray" size="1" onClick={onClose}>
              Close preview
            </Button>
          </Flex>
          <Text as="p" size="1" color="gray" mb="2">
            {NOTE}
          </Text>
          <Box
            tabIndex={0}
            role="region"
            aria-label="Preview of the article"
            style={{ maxHeight: 'calc(100vh - var(--editor-bar-height, 64px) - 140px)', overflowY: 'auto' }}
          >
            {preview}
          </Box>
        </section>
      </Card>
    </Box>
  );
}
