'use client';
import { Button, Flex, Text, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import { AuthAlert } from './auth-card';
import type { StoredAdminUser } from './auth-storage';
import { AdminApiError, adminFetch } from './kit/admin-fetch';
import { Field } from './kit/field';

interface SecondStepResponse {
  success?: boolean;
  token?: string;
  user?: StoredAdminUser;
  error?: string;
}

/**
 * The sign-in's second step (issue 26): the password was right and the account has two-factor on, so the
 * server answered a 5-minute challenge; a code from the authenticator app (or a recovery code) finishes it.
 */
export function TwoFactorStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  onSignedIn: (token: string, user: StoredAdminUser) => void;
  onRestart: () => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!code.trim() || busy) return;
    setBusy(true);
    setError('');
    try {
      const body = await adminFetch<SecondStepResponse>('/api/websiteadmin/login/2fa', {
        method: 'POST',
        body: { challenge, code: code.trim() },
        anonymous: true,
      });
      if (body.success && body.token && body.user) {
        onSignedIn(body.token, body.user);
        return;
      }
      setError(body.error || 'Invalid code');
    } catch (failure) {
      setError(
        failure instanceof AdminApiError && failure.serverMessage ? failure.serverMessage : 'Invalid code',
      );
    }
    setBusy(false);
  }

  return (
    <Flex asChild direction="column" gap="5">
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Two-factor code">
        <Text as="p" size="2">
          Enter the 6-digit code from your authenticator app, or one of your recovery codes.
        </Text>
        <Field id="two-factor-code" label="Authentication code" invalid={!!error}>
          {(input) => (
            <TextField.Root
              {...input}
              size="3"
              autoComplete="one-time-code"
              inputMode="text"
              autoFocus
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          )}
        </Field>
        <AuthAlert message={error} />
        <Button type="submit" size="3" disabled={!code.trim() || busy}>
          {busy ? 'Verifying...' : 'Verify'}
        </Button>
        <Button type="button" variant="ghost" onClick={onRestart}>
          Start over
        </Button>
      </form>
    </Flex>
  );
}
