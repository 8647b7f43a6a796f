'use client';
import { Button, Flex, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { acceptInviteBody } from '@/lib/validations/users';
import { AuthAlert, AuthSuccess, BackToSignIn } from './auth-card';
import { AdminApiError, adminFetch } from './kit/admin-fetch';
import { firstFieldError, schemaResolver, setServerFieldErrors } from './kit/form';
import { PasswordChecklist } from './password-checklist';
import { PasswordInput } from './password-input';
import { Field } from './kit/field';

interface Values {
  name: string;
  password: string;
}

const FIELDS = ['name', 'password'] as const;

/** The invitation's landing form: name and password (the password rules apply), then sign in. */
export function AcceptInviteForm({ token }: { token: string }) {
  const [done, setDone] = useState(false);
  const { register, control, handleSubmit, setError, formState } = useForm<Values>({
    defaultValues: { name: '', password: '' },
    resolver: schemaResolver(acceptInviteBody, (v: Values) => ({ ...v, token })),
  });
  const password = useWatch({ control, name: 'password' });
  const error =
    firstFieldError(formState.errors, FIELDS) ??
    formState.errors.root?.message ??
    // A malformed token fails the schema's token field, which no input shows: say it here.
    (formState.errors as Record<string, { message?: string } | undefined>).token?.message ??
    '';
  if (done) {
    return (
      <Flex direction="column" gap="4">
        <AuthSuccess message="Invitation accepted. You can now sign in." />
        <BackToSignIn />
      </Flex>
    );
  }
  const onSubmit = handleSubmit(async (values) => {
    try {
      await adminFetch('/api/websiteadmin/accept-invite', {
        method: 'POST',
        body: { token, ...values },
        anonymous: true,
      });
      setDone(true);
    } catch (failure) {
      if (!setServerFieldErrors(failure, setError, FIELDS)) {
        setError('root', {
          message:
            failure instanceof AdminApiError && failure.serverMessage
              ? failure.serverMessage
              : 'The invitation could not be accepted. Please try again.',
        });
      }
    }
  });
  return (
    <Flex asChild direction="column" gap="4">
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Field id="invite-name" label="Your name" required invalid={!!formState.errors.name}>
          {(input) => <TextField.Root {...input} size="3" autoComplete="name" {...register('name')} />}
        </Field>
        <Field id="invite-password" label="Password" required invalid={!!formState.errors.password}>
          {(input) => <PasswordInput {...input} autoComplete="new-password" {...register('password')} />}
        </Field>
        <PasswordChecklist password={password} />
        <AuthAlert message={error} />
        <Button type="submit" size="3" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving...' : 'Accept invitation'}
        </Button>
      </form>
    </Flex>
  );
}
