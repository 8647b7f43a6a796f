'use client';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { HoneypotField } from '@/components/ui/text-field';
import { FORM_EMAIL_MAX } from '@/lib/constants/forms';
import { NEWSLETTER_CONSENT, NEWSLETTER_SITE_MARKET } from '@/lib/constants/notifications';
import { usePublicForm } from './use-public-form';

/**
 * The footer's newsletter box: posts the address and the marketing site's market (the US: the site is
 * for US lawyers) to /api/public/newsletter, which mails a link to confirm (double opt-in, docs/adr/0110).
 * The consent sentence shown is the one the server records for that market's language (English).
 */
export function NewsletterForm() {
  const { attachConfirmation, ...form } = usePublicForm('/api/public/newsletter', {
    email: '',
    market: NEWSLETTER_SITE_MARKET,
  });
  const fieldError = form.errors.email;
  const error = fieldError ?? form.formError;

  if (form.status === 'done') {
    return (
      <div role="status" className="text-sm text-slate-200">
        <h3 ref={attachConfirmation} tabIndex={-1} className="inline font-semibold outline-none">
          Thanks for subscribing!
        </h3>{' '}
        <p className="inline">Check your inbox: we sent you a link to confirm your subscription.</p>
      </div>
    );
  }

  return (
    <form
      noValidate
      className="relative"
      aria-label="Newsletter"
      onSubmit={(e) => void form.submit(e, form.values.email.trim() !== '')}
    >
      <Label htmlFor="newsletter-email">Email address</Label>
      <div className="flex gap-2">
        <Input
          id="newsletter-email"
          type="email"
          required
          maxLength={FORM_EMAIL_MAX}
          autoComplete="email"
          placeholder="you@yourfirm.com"
          value={form.values.email}
          onChange={form.field('email')}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={error ? 'newsletter-email-error' : undefined}
        />
        <Button
          type="submit"
          aria-describedby="newsletter-consent"
          disabled={form.status === 'submitting' || form.values.email.trim() === ''}
        >
          Subscribe
        </Button>
      </div>
      <p id="newsletter-consent" className="mt-2 text-xs text-slate-300">
        {NEWSLETTER_CONSENT.text.en}
      </p>
      {error ? (
        // A field error is read with the focused field; an error about the whole request is announced.
        <p
          id="newsletter-email-error"
          role={fieldError ? undefined : 'alert'}
          className="mt-2 text-sm text-red-300"
        >
          {error}
        </p>
      ) : null}
      <HoneypotField value={form.website} onChange={form.setWebsite} />
    </form>
  );
}
