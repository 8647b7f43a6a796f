'use client';
import { Button, Flex, Link as ThemeLink, Text } from '@radix-ui/themes';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { RETURN_PARAM } from '@/lib/admin/return-path';
import { ADMIN_ROUTES } from '@/lib/constants/portal';
import { loginBody } from '@/lib/validations/auth';
import { AuthAlert, EmailField } from './auth-card';
import { Field } from './kit/field';
import { PasswordInput } from './password-input';
import { TwoFactorStep } from './two-factor-step';
import { storeAdminSession, takeReturnPath, type StoredAdminUser } from './auth-storage';
import { AdminApiError, adminFetch } from './kit/admin-fetch';
import { firstFieldError, schemaResolver, setServerFieldErrors } from './kit/form';

interface LoginResponse {
  success?: boolean;
  token?: string;
  user?: StoredAdminUser;
  error?: string;
  /** Issue 26: the password was right; the code step finishes the sign-in with this challenge. */
  twoFactorRequired?: boolean;
  challenge?: string;
}

interface SignInValues {
  email: string;
  password: string;
}

const FIELDS = ['email', 'password'] as const;
/** The sign-in dialog's password field, which it focuses when the email is already filled in. */
export const SIGN_IN_AGAIN_PASSWORD_ID = 'sign-in-again-password';
const resolver = schemaResolver(loginBody, (values: SignInValues) => values);

/**
 * The sign-in page's form, and the sign-in dialog's (`inPlace`): there, the stored session is renewed and
 * `inPlace.onSignedIn` runs instead of a navigation, the button says "Sign in", the email is filled in,
 * and the fields have their own ids (the page under the dialog may have an `email` field of its own).
 */
export function SignInForm({
  inPlace,
}: {
  inPlace?: { onSignedIn: () => void; email?: string };
} = {}) {
  const router = useRouter();
  const [signedIn, setSignedIn] = useState(false);
  const [challenge, setChallenge] = useState<string | null>(null);
  const { control, register, handleSubmit, setError, formState, resetField } = useForm<SignInValues>({
    defaultValues: { email: inPlace?.email ?? '', password: '' },
    resolver,
  });
  const [email, password] = useWatch({ control, name: ['email', 'password'] });
  const busy = formState.isSubmitting || signedIn;
  const canSubmit = email.trim() !== '' && password !== '' && !busy;
  // One message under the form (spec.md "Messages and toasts"), the first field's first.
  const error = firstFieldError(formState.errors, FIELDS) ?? formState.errors.root?.message ?? '';

  const passwordId = inPlace ? SIGN_IN_AGAIN_PASSWORD_ID : 'password';

  const onSubmit = handleSubmit(async (values) => {
    let body: LoginResponse;
    try {
      body = await adminFetch<LoginResponse>('/api/websiteadmin/login', {
        method: 'POST',
        body: { email: values.email.trim(), password: values.password },
        anonymous: true,
      });
    } catch (failure) {
      if (!(failure instanceof AdminApiError)) {
        setError('root', { message: 'Login failed. Please try again.' });
      } else if (!setServerFieldErrors(failure, setError, FIELDS)) {
        // spec.md "Sign-in and recovery": the server's error text, otherwise 'Invalid credentials'.
        setError('root', { message: failure.serverMessage ?? 'Invalid credentials' });
      }
      return;
    }
    if (body.twoFactorRequired && body.challenge) {
      setChallenge(body.challenge);
      return;
    }
    if (!body.success || !body.token || !body.user) {
      setError('root', { message: body.error || 'Invalid credentials' });
      return;
    }
    finish(body.token, body.user);
  });

  function finish(token: string, user: StoredAdminUser) {
    storeAdminSession(token, user);
    if (inPlace) {
      inPlace.onSignedIn();
      return;
    }
    setSignedIn(true);
    // Back to the page asked for, or the one an expired session interrupted, if any (the dashboard
    // sends an account that must set up 2FA to its setup first).
    // Read when it is needed, from the address bar: the page asked for when the server sent the admin here.
    router.push(takeReturnPath(new URLSearchParams(window.location.search).get(RETURN_PARAM)));
  }

  if (challenge) {
    return (
      <TwoFactorStep
        challenge={challenge}
        onSignedIn={finish}
        onRestart={() => {
          setChallenge(null);
          resetField('password');
        }}
      />
    );
  }

  return (
    <Flex asChild direction="column" gap="5">
      <form
        onSubmit={(e) => {
          if (canSubmit) void onSubmit(e);
          else e.preventDefault();
        }}
        noValidate
      >
        <EmailField
          id={inPlace ? 'sign-in-again-email' : undefined}
          autoComplete="username"
          invalid={Boolean(formState.errors.email)}
          {...register('email')}
        />
        <Field id={passwordId} label="Password" invalid={!!formState.errors.password}>
          {(input) => (
            <PasswordInput {...input} autoComplete="current-password" required {...register('password')} />
          )}
        </Field>
        <AuthAlert message={error} />
        <Button type="submit" size="3" disabled={!canSubmit}>
          {busy ? 'Signing in...' : inPlace ? 'Sign in' : 'Sign In'}
        </Button>
        {inPlace ? null : (
          <Text as="p" size="2" align="center">
            <ThemeLink asChild weight="medium">
              <Link href={ADMIN_ROUTES.forgotPassword} prefetch={false}>
                Forgot your password?
              </Link>
            </ThemeLink>
          </Text>
        )}
      </form>
    </Flex>
  );
}
