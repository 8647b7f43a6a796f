'use client';
import { Box, Button, Card, Flex, Grid, Heading, Text, TextArea } from '@radix-ui/themes';
import dynamic from 'next/dynamic';
import { useId } from 'react';
import { FIELD_LABELS, type TranslationData } from '@/lib/admin/translation-types';
import { sanitizeHtml } from '@/lib/sanitize-html';

// The rich-text editor is large: only the content field's editing row loads it.
const RichTextEditor = dynamic(
  () => import('@/components/admin/articles/rich-text-editor').then((m) => m.RichTextEditor),
  { ssr: false, loading: () => <Text size="2">Loading editor…</Text> },
);

interface Props {
  translation: TranslationData;
  draft: string;
  onDraft: (value: string) => void;
  onSave: () => void;
  onCancel: () => void;
  busy: boolean;
}

/** The editing row: the English source beside the text being translated, then Save and Cancel. */
export function TranslationRowEditor({ translation, draft, onDraft, onSave, onCancel, busy }: Props) {
  const labelId = useId();
  const field = translation.translation_keys.metadata.field_type;
  const label = `${FIELD_LABELS[field]} (${translation.language.toUpperCase()})`;
  return (
    <Grid columns={{ initial: '1', md: '2' }} gap="4" py="2">
      <Card size="1">
        <Heading as="h3" size="2" mb="2">
          English source
        </Heading>
        {field === 'content' ? (
          <Box
            className="prose-sm max-h-[480px] space-y-2 overflow-auto text-sm [&_a]:underline [&_h2]:font-semibold [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc"
            // The stored English body, through the same sanitizer as the public page.
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(translation.source) }}
          />
        ) : (
          <Text as="p" size="2">
            {translation.source || <em>(empty in English)</em>}
          </Text>
        )}
      </Card>
      <Box>
        <Text
          as="label"
          id={labelId}
          htmlFor={field === 'content' ? undefined : `${labelId}-input`}
          size="2"
          weight="bold"
        >
          {label}
        </Text>
        <Box mt="2">
          {field === 'content' ? (
            <RichTextEditor value={draft} onChange={onDraft} labelId={labelId} />
          ) : (
            <TextArea
              id={`${labelId}-input`}
              value={draft}
              onChange={(e) => onDraft(e.target.value)}
              rows={field === 'title' ? 2 : 4}
              maxLength={field === 'title' ? 200 : 1000}
            />
          )}
        </Box>
        <Flex gap="2" mt="3" justify="end">
          <Button variant="soft" color="gray" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={onSave} loading={busy}>
            Save
          </Button>
        </Flex>
      </Box>
    </Grid>
  );
}
