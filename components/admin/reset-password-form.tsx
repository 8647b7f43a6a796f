'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { ADMIN_ROUTES, RESET_REDIRECT_MS } from '@/lib/constants';
import { passwordRuleError } from '@/lib/validations/password';
import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { AuthAlert, AuthSuccess, BackToSignIn } from './auth-card';
import { LabeledField } from './ui/labeled-field';
import { PasswordChecklist } from './password-checklist';
import { PasswordInput } from './password-input';
import { responseText } from './auth-storage';
import { Spinner } from './spinner';

type LinkState =
  { kind: 'validating' } | { kind: 'invalid'; error: string } | { kind: 'valid'; message: string };

/** First failing SPEC 5 check of the form, in the spec's order. */
function formError(password: string, confirm: string): string | undefined {
  if (!password || !confirm) return 'Please fill in all fields';
  if (password !== confirm) return 'Passwords do not match';
  return passwordRuleError(password);
}

/** `token` null: the page was opened without one (SPEC 5: 'Invalid reset link', no API call). */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const router = useRouter();
  const [link, setLink] = useState<LinkState>(
    token === null ? { kind: 'invalid', error: 'Invalid reset link' } : { kind: 'validating' },
  );
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [visible, setVisible] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (token === null) return;
    const controller = new AbortController();
    void (async () => {
      try {
        const response = await fetch(`/api/websiteadmin/validate-reset-token/${encodeURIComponent(token)}`, {
          signal: controller.signal,
          cache: 'no-store',
        });
        if (!response.ok) {
          setLink({
            kind: 'invalid',
            error: (await responseText(response, 'error')) ?? 'Failed to validate reset token',
          });
          return;
        }
        setLink({ kind: 'valid', message: (await responseText(response, 'message')) ?? '' });
      } catch {
        if (!controller.signal.aborted)
          setLink({ kind: 'invalid', error: 'Failed to validate token. Please try again.' });
      }
    })();
    return () => controller.abort();
  }, [token]);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => router.push(ADMIN_ROUTES.signIn), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, router]);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = formError(password, confirm);
    if (invalid) {
      setError(invalid);
      return;
    }
    setBusy(true);
    setError('');
    try {
      const response = await fetch('/api/websiteadmin/reset-password', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token, newPassword: password }),
      });
      if (!response.ok) {
        setError((await responseText(response, 'error')) ?? 'Failed to reset password');
        return;
      }
      setDone(true);
    } catch {
      setError('Failed to reset password. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  if (link.kind === 'validating') return <Spinner label="Validating reset link..." />;

  if (link.kind === 'invalid') {
    return (
      <Flex direction="column" gap="4" align="stretch">
        <Heading as="h2" size="4" color="red" align="center">
          Invalid Reset Link
        </Heading>
        <Text as="p" role="alert" size="2" color="gray" align="center">
          {link.error}
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

  return (
    <Flex asChild direction="column" gap="5">
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        {link.message.includes('@') ? (
          <Text as="p" size="2">
            {link.message}
          </Text>
        ) : null}
        <LabeledField id="new-password" label="New password">
          <PasswordInput
            id="new-password"
            name="new-password"
            autoComplete="new-password"
            required
            aria-describedby="password-rules"
            visible={visible}
            onToggle={() => setVisible((v) => !v)}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </LabeledField>
        <div id="password-rules">
          <PasswordChecklist password={password} />
        </div>
        <LabeledField id="confirm-password" label="Confirm password">
          <PasswordInput
            id="confirm-password"
            name="confirm-password"
            autoComplete="new-password"
            required
            visible={visible}
            toggle={false}
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
        </LabeledField>
        <AuthAlert message={error} />
        <Button type="submit" size="3" disabled={busy}>
          {busy ? 'Resetting...' : 'Reset Password'}
        </Button>
        <BackToSignIn />
      </form>
    </Flex>
  );
}
