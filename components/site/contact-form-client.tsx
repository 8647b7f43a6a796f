'use client';

import { useState } from 'react';
import { HoneypotField, TextAreaField, TextField } from '@/components/ui/text-field';
import { buttonClass } from '@/components/ui/styles';
import { FORM_EMAIL_MAX, FORM_MESSAGE_MAX, FORM_NAME_MAX } from '@/lib/constants';
import { postForm } from './post-form';

const EMPTY = { firstName: '', lastName: '', email: '', message: '' };

/** 'Get In Touch': posts to /api/public/contact; server field errors are shown beside the fields. */
export function ContactForm() {
  const [values, setValues] = useState(EMPTY);
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const [status, setStatus] = useState<'idle' | 'submitting' | 'done'>('idle');
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  if (status === 'done') {
    return (
      <div role="status" className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
        <p className="text-navy-900 text-xl font-semibold">Thank you, {values.firstName}!</p>
        <p className="mt-2 text-slate-700">
          Your message is on its way. We will reply to {values.email} within one business day.
        </p>
      </div>
    );
  }

  return (
    <form
      noValidate
      aria-label="Get In Touch"
      className="relative space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      onSubmit={async (e) => {
        e.preventDefault();
        setStatus('submitting');
        const result = await postForm('/api/public/contact', { ...values, website });
        if (result.ok) return setStatus('done');
        setErrors(result.fieldErrors);
        setFormError(Object.keys(result.fieldErrors).length ? undefined : result.error);
        setStatus('idle');
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="contact-first-name"
          label="First name"
          autoComplete="given-name"
          required
          maxLength={FORM_NAME_MAX}
          value={values.firstName}
          onChange={set('firstName')}
          error={errors.firstName}
        />
        <TextField
          id="contact-last-name"
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
        id="contact-email"
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
        id="contact-message"
        label="Message"
        rows={4}
        required
        maxLength={FORM_MESSAGE_MAX}
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
      <button type="submit" className={buttonClass('primary')} disabled={status === 'submitting'}>
        {status === 'submitting' ? 'Sending...' : 'Send message'}
      </button>
    </form>
  );
}
