'use client';
import { TextField } from '@radix-ui/themes';
import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { ArticleForm } from '@/lib/admin/article-form';
import { Field } from '../kit/field';

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local input holds it: the wall-clock time in the browser's zone. */
function toLocalInput(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The input's wall-clock time, read in the browser's zone, as the UTC instant the API stores. */
function fromLocalInput(local: string): string {
  if (!local) return '';
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString();
}

/**
 * Issue 23 point 1: the article's publication time, shown and typed in the browser's time zone (named
 * under the field), stored as a UTC instant. Publishing with a time still to come schedules the article.
 */
export function PublishDateField() {
  const id = useId();
  const { control, setValue, formState } = useFormContext<ArticleForm>();
  const publishedAt = useWatch({ control, name: 'publishedAt' });
  // Read once in the browser: the zone the field's wall-clock time is in.
  const [zone] = useState(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const [now] = useState(() => Date.now());
  const future = publishedAt !== '' && Date.parse(publishedAt) > now;
  const message = formState.errors.publishedAt?.message;
  return (
    <Field
      id={`${id}-input`}
      label="Publish date"
      error={message}
      errorId={`${id}-error`}
      hintId={`${id}-hint`}
      hint={
        <>
          Time zone: {zone}.{' '}
          {publishedAt === ''
            ? 'Empty: publishing dates the article now.'
            : future
              ? 'In the future: Publish schedules the article for this time.'
              : 'The article is dated this time.'}
        </>
      }
    >
      {(input) => (
        <TextField.Root
          {...input}
          type="datetime-local"
          value={toLocalInput(publishedAt)}
          onChange={(e) =>
            setValue('publishedAt', fromLocalInput(e.target.value), {
              shouldDirty: true,
              shouldValidate: formState.isSubmitted,
            })
          }
        />
      )}
    </Field>
  );
}
