import { TextField } from '@/components/ui/text-field';
import { FORM_EMAIL_MAX, FORM_NAME_MAX } from '@/lib/constants/forms';

type PersonKey = 'firstName' | 'lastName' | 'email';

/** First name, last name and email: the fields the contact and early-access forms share. */
export function PersonFields({
  idPrefix,
  values,
  errors,
  field,
}: {
  idPrefix: string;
  values: Record<PersonKey, string>;
  errors: Record<string, string>;
  field: (key: PersonKey) => (e: { target: { value: string } }) => void;
}) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${idPrefix}-first-name`}
          label="First name"
          autoComplete="given-name"
          required
          maxLength={FORM_NAME_MAX}
          value={values.firstName}
          onChange={field('firstName')}
          error={errors.firstName}
        />
        <TextField
          id={`${idPrefix}-last-name`}
          label="Last name"
          autoComplete="family-name"
          required
          maxLength={FORM_NAME_MAX}
          value={values.lastName}
          onChange={field('lastName')}
          error={errors.lastName}
        />
      </div>
      <TextField
        id={`${idPrefix}-email`}
        label="Email"
        type="email"
        autoComplete="email"
        required
        maxLength={FORM_EMAIL_MAX}
        value={values.email}
        onChange={field('email')}
        error={errors.email}
      />
    </>
  );
}
