'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { Text } from '@radix-ui/themes';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { AdminApiError } from './admin-fetch';

/**
 * The portal's form layer: react-hook-form, checked in the browser by the very zod schema the route
 * handler parses the request with (lib/validations), so a field is refused here with the words the
 * server would answer.
 *
 * `toInput` turns the form's values into the request body (the form holds '' where the body holds
 * null, and so on); the schema checks that body and its issues land on the form's fields of the same
 * name. The submit handler receives the form's own values.
 */
export function schemaResolver<TForm extends FieldValues, TInput extends FieldValues>(
  schema: z.ZodType<unknown, TInput>,
  toInput: (values: TForm) => TInput,
): Resolver<TForm> {
  const resolve = zodResolver(schema);
  return async (values, context, options) => {
    // The resolver reads only the field names of `options`; the body has the form's names (see above).
    const checked = await resolve(toInput(values), context, options as never);
    return Object.keys(checked.errors).length > 0
      ? { values: {}, errors: checked.errors as never }
      : { values, errors: {} };
  };
}

/**
 * A 400 from a handler carries `details`: the first message per field, keyed by the field's path
 * (lib/server/http/responses.ts). Those that name a field of this form are put on it, as if the browser
 * had found them; `rename` maps a body field to the form field that holds it. Returns whether any was.
 */
export function setServerFieldErrors<TForm extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<TForm>,
  fields: readonly Path<TForm>[],
  rename: Partial<Record<string, Path<TForm>>> = {},
): boolean {
  if (!(error instanceof AdminApiError) || error.status !== 400) return false;
  const details: unknown =
    error.body && typeof error.body === 'object' ? Reflect.get(error.body, 'details') : undefined;
  if (!details || typeof details !== 'object') return false;
  let placed = false;
  let first = true;
  for (const [key, message] of Object.entries(details)) {
    const field = rename[key] ?? fields.find((f) => f === key);
    if (!field || typeof message !== 'string') continue;
    setError(field, { type: 'server', message }, { shouldFocus: first });
    first = false;
    placed = true;
  }
  return placed;
}

/**
 * Focus on the first control marked invalid inside `root`, in the page's order (the form's field order),
 * for forms whose fields are controlled through setValue rather than registered refs, where
 * react-hook-form's own shouldFocus has nothing to focus. The returned function asks for it; the focus
 * moves once a render shows the errors: react-hook-form publishes them after its onInvalid callback
 * runs, so a pending request is tried after each render of the caller until one shows them. Pass the
 * form's formState.errors: reading it subscribes the caller, so it renders when they change (react-hook-
 * form may change the object in place, so it is no effect dependency).
 */
export function useFocusFirstInvalid(root: React.RefObject<HTMLElement | null>, errors: object): () => void {
  const pending = useRef(false);
  const [, setRequest] = useState(0);
  void errors;
  useEffect(() => {
    if (!pending.current) return;
    const first = root.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    pending.current = false;
    first.focus();
  });
  return useCallback(() => {
    pending.current = true;
    setRequest((n) => n + 1);
  }, []);
}

/** The first error of a form, in the order of its fields (the screens that show one message at a time). */
export function firstFieldError<TForm extends FieldValues>(
  errors: Partial<Record<Path<TForm>, { message?: string } | undefined>>,
  order: readonly Path<TForm>[],
): string | undefined {
  for (const field of order) {
    const message = errors[field]?.message;
    if (message) return message;
  }
  return undefined;
}

/** A field's error under it; give the control `aria-invalid` and `aria-describedby={id}` when shown. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <Text as="p" id={id} size="1" color="red" role="alert">
      {message}
    </Text>
  );
}
