'use client';
import { useId } from 'react';
import { useFormContext, useWatch, type PathValue } from 'react-hook-form';
import type { ArticleForm } from '@/lib/admin/article-form';

/**
 * What a group of the editor's fields needs from the form: its values, a setter that marks the form dirty
 * (and validates once a save was tried), each field's error and the props that tie a control to it.
 */
export function useFieldBinding() {
  const id = useId();
  const f = (name: string) => `${id}-${name}`;
  const { control, setValue, getValues, formState } = useFormContext<ArticleForm>();
  const form = useWatch({ control }) as ArticleForm;
  const setOptions = { shouldDirty: true, shouldValidate: formState.isSubmitted } as const;
  const set = <K extends keyof ArticleForm>(key: K, value: ArticleForm[K]) =>
    setValue(key, value as PathValue<ArticleForm, K>, setOptions);
  const error = (name: keyof ArticleForm) => formState.errors[name]?.message;
  /** The props that tie a control to its error message. */
  const invalid = (name: keyof ArticleForm, describedBy?: string) => {
    const message = error(name);
    const ids = [describedBy, message ? f(`${name}-error`) : undefined].filter(Boolean).join(' ');
    return { 'aria-invalid': message ? true : undefined, 'aria-describedby': ids || undefined };
  };
  return { f, form, set, setValue, getValues, setOptions, error, invalid };
}
