'use client';

import { useState } from 'react';
import { HoneypotField, TextAreaField, TextField } from '@/components/ui/text-field';
import { buttonClass } from '@/components/ui/styles';
import { FORM_EMAIL_MAX, FORM_MESSAGE_MAX, FORM_NAME_MAX } from '@/lib/constants';
import { postForm } from './post-form';

const EMPTY = { firstName: '', lastName: '', email: '', message: '' };

/**
 * The early-access form on /login. Submit stays disabled while a required field is empty or while
 * submitting ('Submitting...'); the request goes to /api/public/early-access, and on success the
 * 'You're on the list!' confirmation names the visitor and the address.
 */
export function EarlyAccessForm() {
  const [values, setValues] = useState(EMPTY);
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const [status, setStatus] = useState<'idle' | 'submitting' | 'confirmed'>('idle');
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));
  const missingRequired = [values.firstName, values.lastName, values.email].some((v) => v.trim() === '');

  if (status === 'confirmed') {
    return (
      <div role="status" className="rounded-2xl bg-green-50 p-8 text-center ring-1 ring-green-200">
        <h2 className="text-2xl font-bold text-green-900">You&apos;re on the list!</h2>
        <p className="mt-3 text-green-900">
          Thanks, {values.firstName.trim()}! We&apos;ll email you at <strong>{values.email.trim()}</strong> as
          soon as login is ready.
        </p>
      </div>
    );
  }

  return (
    <form
      noValidate
      aria-label="Early access"
      className="relative space-y-4"
      onSubmit={async (e) => {
        e.preventDefault();
        if (missingRequired || status === 'submitting') return;
        setStatus('submitting');
        setFormError(undefined);
        const result = await postForm('/api/public/early-access', { ...values, website });
        if (result.ok) return setStatus('confirmed');
        setErrors(result.fieldErrors);
        setFormError(Object.keys(result.fieldErrors).length ? undefined : result.error);
        setStatus('idle');
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="ea-first-name"
          label="First name"
          autoComplete="given-name"
          required
          maxLength={FORM_NAME_MAX}
          value={values.firstName}
          onChange={set('firstName')}
          error={errors.firstName}
        />
        <TextField
          id="ea-last-name"
          label="Last name"
          autoComplete="family-name"
          required
          maxLength={FORM_NAME_MAX}
          value={values.lastName}
          onChange={set('lastName')}
          error={errors.lastName}
        />
      </div>
      <TextField
        id="ea-email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        maxLength={FORM_EMAIL_MAX}
        value={values.email}
        onChange={set('email')}
        error={errors.email}
      />
      <TextAreaField
        id="ea-message"
        label="Message"
        optional
        rows={3}
        maxLength={FORM_MESSAGE_MAX}
        placeholder="Your practice area, or what you would like the assistant to do first"
        value={values.message}
        onChange={set('message')}
        error={errors.message}
      />
      <HoneypotField value={website} onChange={setWebsite} />
      {formError ? (
        <p role="alert" className="text-sm text-red-700">
          {formError}
        </p>
      ) : null}
      <button
        type="submit"
        className={`${buttonClass('primary', 'lg')} w-full`}
        disabled={missingRequired || status === 'submitting'}
      >
        {status === 'submitting' ? 'Submitting...' : 'Request early access'}
      </button>
    </form>
  );
}
