'use client';

import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { postForm } from './post-form';

export type PublicFormStatus = 'idle' | 'submitting' | 'done';

/**
 * State shared by the public forms: the typed values (kept on failure, so nothing the visitor typed
 * is lost), the honeypot, the server's field errors, and the submit that posts to `endpoint`.
 *
 * Focus follows the outcome so screen readers announce it: on success the confirmation's heading
 * (pass `attachConfirmation`, with tabIndex={-1}) takes focus; after a 400 the first invalid field of
 * the submitted form does, and its error is read with it through aria-describedby. A field's
 * server error is cleared as soon as that field changes, so a corrected field no longer reads as wrong.
 */
export function usePublicForm<V extends Record<string, string>>(endpoint: string, initial: V) {
  const [values, setValues] = useState(initial);
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const [status, setStatus] = useState<PublicFormStatus>('idle');
  const form = useRef<HTMLFormElement | null>(null);
  // Set by a 400: once the errors have rendered, focus the first field marked invalid.
  const focusFirstInvalid = useRef(false);

  useEffect(() => {
    if (!focusFirstInvalid.current) return;
    focusFirstInvalid.current = false;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });

  // The confirmation mounts only after a successful submit, so mounting is the moment to focus it. A
  // callback ref, destructured apart by the forms: a ref inside the returned object would make the React
  // compiler lint refuse every read of that object during render.
  const attachConfirmation = useCallback((el: HTMLElement | null) => el?.focus(), []);

  const field = (key: keyof V & string) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [key]: e.target.value }));
    setErrors((current) => {
      if (!(key in current)) return current;
      const rest = { ...current };
      delete rest[key];
      return rest;
    });
  };

  async function submit(e: FormEvent, canSubmit = true) {
    e.preventDefault();
    // Kept for the focus after a 400 (React clears currentTarget once the handler yields).
    if (e.currentTarget instanceof HTMLFormElement) form.current = e.currentTarget;
    if (!canSubmit || status === 'submitting') return;
    setStatus('submitting');
    setFormError(undefined);
    const result = await postForm(endpoint, { ...values, website });
    if (result.ok) return setStatus('done');
    // Only errors of fields this form shows count as field errors; any other (the attribution the post
    // carries, say) is told as the form's error, so a refused post never looks like nothing happened.
    const hasFieldErrors = Object.keys(result.fieldErrors).some((key) => key in values);
    focusFirstInvalid.current = hasFieldErrors;
    setErrors(result.fieldErrors);
    setFormError(hasFieldErrors ? undefined : result.error);
    setStatus('idle');
  }

  return {
    values,
    field,
    website,
    setWebsite,
    errors,
    formError,
    status,
    submit,
    attachConfirmation,
  };
}
