'use client';
import { Button, Flex, Text } from '@radix-ui/themes';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ADMIN_ROUTES } from '@/lib/constants/portal';
import { AuthAlert } from './auth-card';
import { storeAdminSession, takeReturnPath, type StoredAdminUser } from './auth-storage';
import { AdminApiError, adminFetch } from './kit/admin-fetch';
import { TwoFactorStep } from './two-factor-step';

interface LinkResponse {
  success?: boolean;
  token?: string;
  user?: StoredAdminUser;
  /** The link stands for the password only: with 2FA on, the code step follows (issue 26). */
  twoFactorRequired?: boolean;
  challenge?: string;
}

/**
 * A mailed one-time sign-in link (ADR 0035) lands on the sign-in page with `?link=`. Spending it takes
 * a click: mail scanners that open links with GET must not use it up before the admin does.
 */
export function SignInLink({ token }: { token: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [challenge, setChallenge] = useState<string | null>(null);

  async function spend() {
    setBusy(true);
    setError('');
    try {
      const body = await adminFetch<LinkResponse>('/api/websiteadmin/sign-in-link', {
        method: 'POST',
        body: { token },
        anonymous: true,
      });
      if (body.twoFactorRequired && body.challenge) {
        setChallenge(body.challenge);
        return;
      }
      if (!body.success || !body.token || !body.user) throw new Error('no session');
      finish(body.token, body.user);
    } catch (failure) {
      setError(
        failure instanceof AdminApiError && failure.serverMessage
          ? failure.serverMessage
          : 'Sign-in failed. Please try again.',
      );
      setBusy(false);
    }
  }

  function finish(sessionToken: string, user: StoredAdminUser) {
    storeAdminSession(sessionToken, user);
    router.push(takeReturnPath());
  }

  if (challenge) {
    return (
      <TwoFactorStep
        challenge={challenge}
        onSignedIn={finish}
        onRestart={() => router.replace(ADMIN_ROUTES.signIn)}
      />
    );
  }

  return (
    <Flex direction="column" gap="4">
      <Text as="p" size="2">
        Sign in with the one-time link from your email.
      </Text>
      <AuthAlert message={error} />
      <Button size="3" disabled={busy} onClick={() => void spend()}>
        {busy ? 'Signing in...' : 'Sign In with Link'}
      </Button>
      <Button variant="ghost" onClick={() => router.replace(ADMIN_ROUTES.signIn)}>
        Sign in with a password instead
      </Button>
    </Flex>
  );
}
