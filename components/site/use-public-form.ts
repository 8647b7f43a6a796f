'use client';

import { useState, type FormEvent } from 'react';
import { postForm } from './post-form';

export type PublicFormStatus = 'idle' | 'submitting' | 'done';

/**
 * State shared by the public forms: the typed values (kept on failure, so nothing the visitor typed
 * is lost), the honeypot, the server's field errors, and the submit that posts to `endpoint`.
 */
export function usePublicForm<V extends Record<string, string>>(endpoint: string, initial: V) {
  const [values, setValues] = useState(initial);
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const [status, setStatus] = useState<PublicFormStatus>('idle');

  const field = (key: keyof V) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  async function submit(e: FormEvent, canSubmit = true) {
    e.preventDefault();
    if (!canSubmit || status === 'submitting') return;
    setStatus('submitting');
    setFormError(undefined);
    const result = await postForm(endpoint, { ...values, website });
    if (result.ok) return setStatus('done');
    setErrors(result.fieldErrors);
    setFormError(Object.keys(result.fieldErrors).length ? undefined : result.error);
    setStatus('idle');
  }

  return { values, field, website, setWebsite, errors, formError, status, submit };
}
