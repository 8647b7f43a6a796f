'use client';
import { useState } from 'react';
import { Button, Flex } from '@radix-ui/themes';
import { useForm } from 'react-hook-form';
import { forgotPasswordBody } from '@/lib/validations/auth';
import { AuthAlert, AuthSuccess, BackToSignIn, EmailField } from './auth-card';
import { AdminApiError, adminFetch } from './kit/admin-fetch';
import { firstFieldError, schemaResolver, setServerFieldErrors } from './kit/form';

interface ForgotValues {
  email: string;
}

const FIELDS = ['email'] as const;
const resolver = schemaResolver(forgotPasswordBody, (values: ForgotValues) => values);

export function ForgotPasswordForm() {
  const [sent, setSent] = useState('');
  const { register, handleSubmit, reset, setError, formState } = useForm<ForgotValues>({
    defaultValues: { email: '' },
    resolver,
  });
  const error = firstFieldError(formState.errors, FIELDS) ?? formState.errors.root?.message ?? '';

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      const body = await adminFetch<{ message?: string } | undefined>('/api/websiteadmin/forgot-password', {
        method: 'POST',
        body: { email: email.trim() },
        anonymous: true,
      });
      setSent(body?.message || 'Password reset email sent successfully');
    } catch (failure) {
      if (!(failure instanceof AdminApiError)) {
        setError('root', { message: 'Failed to send reset email. Please try again.' });
      } else if (!setServerFieldErrors(failure, setError, FIELDS)) {
        setError('root', { message: failure.serverMessage ?? 'Failed to send reset email' });
      }
    }
  });

  function startOver() {
    setSent('');
    reset();
  }

  return (
    <Flex direction="column" gap="5">
      {sent ? (
        <Flex direction="column" gap="5">
          <AuthSuccess message={sent} />
          <Button size="3" onClick={startOver}>
            Send Another Reset Link
          </Button>
        </Flex>
      ) : (
        <Flex asChild direction="column" gap="5">
          <form onSubmit={(e) => void onSubmit(e)} noValidate>
            <EmailField
              autoComplete="email"
              invalid={Boolean(formState.errors.email)}
              {...register('email')}
            />
            <AuthAlert message={error} />
            <Button type="submit" size="3" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? 'Sending...' : 'Send Reset Link'}
            </Button>
          </form>
        </Flex>
      )}
      <BackToSignIn />
    </Flex>
  );
}
