'use client';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { ADMIN_ROUTES, RESET_REDIRECT_MS } from '@/lib/constants/portal';
import { resetPasswordBody } from '@/lib/validations/auth';
import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { AuthAlert, AuthSuccess, BackToSignIn } from './auth-card';
import { AdminApiError, adminFetch } from './kit/admin-fetch';
import { firstFieldError, schemaResolver, setServerFieldErrors } from './kit/form';
import { QueryProvider } from './kit/query-provider';
import { Field } from './kit/field';
import { PasswordChecklist } from './password-checklist';
import { PasswordInput } from './password-input';
import { Spinner } from './spinner';

/** The form's fields: the body's (token, newPassword) and the confirmation, which stays in the browser. */
interface ResetValues {
  token: string;
  newPassword: string;
  confirmPassword: string;
}

/** spec.md "Admin portal" order, one message at a time: all fields filled, then the match, then the handler's schema. */
const FIELDS = ['newPassword', 'confirmPassword', 'token'] as const;
const bodyResolver = schemaResolver(resetPasswordBody, ({ token, newPassword }: ResetValues) => ({
  token,
  newPassword,
}));
const resolver: Resolver<ResetValues> = async (values, context, options) => {
  // The same words as the schema's own empty-password message (spec.md "Admin portal" ('Please fill in all fields')).
  if (!values.newPassword || !values.confirmPassword)
    return {
      values: {},
      errors: { confirmPassword: { type: 'required', message: 'Please fill in all fields' } },
    };
  if (values.newPassword !== values.confirmPassword)
    return {
      values: {},
      errors: { confirmPassword: { type: 'match', message: 'Passwords do not match' } },
    };
  return bodyResolver(values, context, options);
};

/** `token` null: the page was opened without one (spec.md "Sign-in and recovery": 'Invalid reset link', no API call). */
export function ResetPasswordForm({ token }: { token: string | null }) {
  // The recovery screens sit outside the dashboard and its data layer: this one reads through its own.
  return (
    <QueryProvider>
      <ResetPassword token={token} />
    </QueryProvider>
  );
}

function linkError(error: unknown): string {
  return error instanceof AdminApiError
    ? (error.serverMessage ?? 'Failed to validate reset token')
    : 'Failed to validate token. Please try again.';
}

function ResetPassword({ token }: { token: string | null }) {
  const router = useRouter();
  const link = useQuery({
    queryKey: ['reset-token', token],
    queryFn: ({ signal }) =>
      adminFetch<{ message?: string } | undefined>(
        `/api/websiteadmin/validate-reset-token/${encodeURIComponent(token ?? '')}`,
        { signal, anonymous: true },
      ),
    enabled: token !== null,
    staleTime: Infinity,
  });
  const [visible, setVisible] = useState(false);
  const [done, setDone] = useState(false);
  const { control, register, handleSubmit, setError, formState } = useForm<ResetValues>({
    defaultValues: { token: token ?? '', newPassword: '', confirmPassword: '' },
    resolver,
  });
  const password = useWatch({ control, name: 'newPassword' });
  const error = firstFieldError(formState.errors, FIELDS) ?? formState.errors.root?.message ?? '';

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => router.push(ADMIN_ROUTES.signIn), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, router]);

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    try {
      await adminFetch('/api/websiteadmin/reset-password', {
        method: 'POST',
        body: { token, newPassword },
        anonymous: true,
      });
      setDone(true);
    } catch (failure) {
      if (!(failure instanceof AdminApiError)) {
        setError('root', { message: 'Failed to reset password. Please try again.' });
      } else if (!setServerFieldErrors(failure, setError, FIELDS)) {
        setError('root', { message: failure.serverMessage ?? 'Failed to reset password' });
      }
    }
  });

  const invalid = token === null ? 'Invalid reset link' : link.isError ? linkError(link.error) : null;
  if (invalid === null && !link.isSuccess) return <Spinner label="Validating reset link..." />;

  if (invalid !== null) {
    return (
      <Flex direction="column" gap="4" align="stretch">
        <Heading as="h2" size="4" color="red" align="center">
          Invalid Reset Link
        </Heading>
        <Text as="p" role="alert" size="2" color="gray" align="center">
          {invalid}
        </Text>
        <Button size="3" onClick={() => router.push(ADMIN_ROUTES.forgotPassword)}>
          Request New Reset Link
        </Button>
      </Flex>
    );
  }

  if (done) {
    return <AuthSuccess message="Password reset successfully! Redirecting to login..." />;
  }

  const message = link.data?.message ?? '';
  return (
    <Flex asChild direction="column" gap="5">
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        {message.includes('@') ? (
          <Text as="p" size="2">
            {message}
          </Text>
        ) : null}
        <Field
          id="new-password"
          label="New password"
          describedBy="password-rules"
          invalid={!!formState.errors.newPassword}
        >
          {(input) => (
            <PasswordInput
              {...input}
              autoComplete="new-password"
              required
              visible={visible}
              onToggle={() => setVisible((v) => !v)}
              {...register('newPassword')}
            />
          )}
        </Field>
        <div id="password-rules">
          <PasswordChecklist password={password} />
        </div>
        <Field id="confirm-password" label="Confirm password" invalid={!!formState.errors.confirmPassword}>
          {(input) => (
            <PasswordInput
              {...input}
              autoComplete="new-password"
              required
              visible={visible}
              toggle={false}
              {...register('confirmPassword')}
            />
          )}
        </Field>
        <AuthAlert message={error} />
        <Button type="submit" size="3" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Resetting...' : 'Reset Password'}
        </Button>
        <BackToSignIn />
      </form>
    </Flex>
  );
}
