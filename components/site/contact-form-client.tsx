'use client';

import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { HoneypotField, TextAreaField } from '@/components/ui/text-field';
import { FORM_MESSAGE_MAX } from '@/lib/constants/forms';
import { PersonFields } from './person-fields';
import { usePublicForm } from './use-public-form';

/** 'Get In Touch': posts to /api/public/contact; server field errors are shown beside the fields. */
export function ContactForm() {
  const { attachConfirmation, ...form } = usePublicForm('/api/public/contact', {
    firstName: '',
    lastName: '',
    email: '',
    message: '',
  });
  const { values } = form;

  if (form.status === 'done') {
    return (
      <div role="status" className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
        <h3
          ref={attachConfirmation}
          tabIndex={-1}
          className="text-navy-900 text-xl font-semibold outline-none"
        >
          Thank you, {values.firstName}!
        </h3>
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
      onSubmit={(e) => void form.submit(e)}
    >
      <PersonFields idPrefix="contact" values={values} errors={form.errors} field={form.field} />
      <TextAreaField
        id="contact-message"
        label="Message"
        rows={4}
        required
        maxLength={FORM_MESSAGE_MAX}
        value={values.message}
        onChange={form.field('message')}
        error={form.errors.message}
      />
      <HoneypotField value={form.website} onChange={form.setWebsite} />
      <FormAlert message={form.formError} />
      <Button type="submit" disabled={form.status === 'submitting'}>
        {form.status === 'submitting' ? 'Sending...' : 'Send message'}
      </Button>
    </form>
  );
}
