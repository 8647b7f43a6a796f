'use client';

import { useState } from 'react';
import { HoneypotField } from '@/components/ui/text-field';
import { buttonClass, inputClass } from '@/components/ui/styles';
import { FORM_EMAIL_MAX } from '@/lib/constants';
import { postForm } from './post-form';

/** The footer's newsletter box: posts to /api/public/newsletter and thanks the visitor. */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState('');
  const [status, setStatus] = useState<'idle' | 'submitting' | 'done'>('idle');
  const [error, setError] = useState<string>();

  if (status === 'done') {
    return (
      <p role="status" className="text-sm text-slate-200">
        Thanks for subscribing! Watch your inbox for practice tips.
      </p>
    );
  }

  return (
    <form
      noValidate
      className="relative"
      aria-label="Newsletter"
      onSubmit={async (e) => {
        e.preventDefault();
        setStatus('submitting');
        setError(undefined);
        const result = await postForm('/api/public/newsletter', { email, website });
        if (result.ok) return setStatus('done');
        setError(result.fieldErrors.email ?? result.error);
        setStatus('idle');
      }}
    >
      <label htmlFor="newsletter-email" className="mb-2 block text-sm text-slate-300">
        Email address
      </label>
      <div className="flex gap-2">
        <input
          id="newsletter-email"
          type="email"
          required
          maxLength={FORM_EMAIL_MAX}
          autoComplete="email"
          placeholder="you@yourfirm.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'newsletter-email-error' : undefined}
          className={inputClass}
        />
        <button
          type="submit"
          className={buttonClass('primary')}
          disabled={status === 'submitting' || email.trim() === ''}
        >
          Subscribe
        </button>
      </div>
      {error ? (
        <p id="newsletter-email-error" className="mt-2 text-sm text-red-300">
          {error}
        </p>
      ) : null}
      <HoneypotField value={website} onChange={setWebsite} />
    </form>
  );
}
