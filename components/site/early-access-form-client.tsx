'use client';

import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { HoneypotField, TextAreaField } from '@/components/ui/text-field';
import { FORM_MESSAGE_MAX } from '@/lib/constants/forms';
import { PersonFields } from './person-fields';
import { usePublicForm } from './use-public-form';

/**
 * The early-access form on /login. Submit stays disabled while a required field is empty or while
 * submitting ('Submitting...'); the request goes to /api/public/early-access, and on success the
 * 'You're on the list!' confirmation names the visitor and the address.
 */
export function EarlyAccessForm() {
  const { attachConfirmation, ...form } = usePublicForm('/api/public/early-access', {
    firstName: '',
    lastName: '',
    email: '',
    message: '',
  });
  const { values } = form;
  const missingRequired = [values.firstName, values.lastName, values.email].some((v) => v.trim() === '');

  if (form.status === 'done') {
    return (
      <div role="status" className="rounded-2xl bg-green-50 p-8 text-center ring-1 ring-green-200">
        <h2 ref={attachConfirmation} tabIndex={-1} className="text-2xl font-bold text-green-900 outline-none">
          You&apos;re on the list!
        </h2>
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
      onSubmit={(e) => void form.submit(e, !missingRequired)}
    >
      <PersonFields idPrefix="ea" values={values} errors={form.errors} field={form.field} />
      <TextAreaField
        id="ea-message"
        label="Message"
        optional
        rows={3}
        maxLength={FORM_MESSAGE_MAX}
        placeholder="Your practice area, or what you would like the assistant to do first"
        value={values.message}
        onChange={form.field('message')}
        error={form.errors.message}
      />
      <HoneypotField value={form.website} onChange={form.setWebsite} />
      <FormAlert message={form.formError} />
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={missingRequired || form.status === 'submitting'}
      >
        {form.status === 'submitting' ? 'Submitting...' : 'Request early access'}
      </Button>
    </form>
  );
}
