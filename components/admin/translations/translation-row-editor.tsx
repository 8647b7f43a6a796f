'use client';
import { Box, Button, Card, Flex, Grid, Heading, Text, TextArea } from '@radix-ui/themes';
import dynamic from 'next/dynamic';
import { useId } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { fieldInput, FIELD_LABELS, type TranslationData } from '@/lib/admin/translation-types';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { FieldError } from '../kit/form';

// The rich-text editor is large: only the content field's editing row loads it.
const RichTextEditor = dynamic(
  () => import('@/components/admin/articles/rich-text-editor').then((m) => m.RichTextEditor),
  { ssr: false, loading: () => <Text size="2">Loading editor…</Text> },
);

/** The editing row's form: the translated text. */
export interface TranslationDraft {
  content: string;
}

interface Props {
  translation: TranslationData;
  /** The editing row's form (its one field, `content`), owned by the screen. */
  draft: UseFormReturn<TranslationDraft>;
  onSave: () => void;
  onCancel: () => void;
  busy: boolean;
}

/** The editing row: the English source beside the text being translated, then Save and Cancel. */
export function TranslationRowEditor({ translation, draft, onSave, onCancel, busy }: Props) {
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
          <Controller
            control={draft.control}
            name="content"
            render={({ field: content, fieldState }) =>
              field === 'content' ? (
                <RichTextEditor value={content.value} onChange={content.onChange} labelId={labelId} />
              ) : (
                <TextArea
                  id={`${labelId}-input`}
                  ref={content.ref}
                  value={content.value}
                  onChange={content.onChange}
                  onBlur={content.onBlur}
                  aria-invalid={fieldState.error ? true : undefined}
                  aria-describedby={
                    [
                      fieldState.error ? `${labelId}-error` : '',
                      fieldInput(field).hint ? `${labelId}-hint` : '',
                    ]
                      .filter(Boolean)
                      .join(' ') || undefined
                  }
                  rows={fieldInput(field).rows}
                  maxLength={fieldInput(field).maxLength}
                />
              )
            }
          />
          {field !== 'content' && fieldInput(field).hint ? (
            <Text as="p" id={`${labelId}-hint`} size="1" color="gray" mt="1">
              {fieldInput(field).hint}
            </Text>
          ) : null}
          <FieldError id={`${labelId}-error`} message={draft.formState.errors.content?.message} />
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
