'use client';
import { useState } from 'react';
import { Button, Flex } from '@radix-ui/themes';
import { AuthAlert, AuthSuccess, BackToSignIn, EmailField } from './auth-card';
import { responseText } from './auth-storage';

export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [sent, setSent] = useState('');

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (email.trim() === '') {
      setError('Please enter your email address');
      return;
    }
    setBusy(true);
    setError('');
    try {
      let response: Response;
      try {
        response = await fetch('/api/websiteadmin/forgot-password', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: email.trim() }),
        });
      } catch {
        setError('Failed to send reset email. Please try again.');
        return;
      }
      if (!response.ok) {
        setError((await responseText(response, 'error')) ?? 'Failed to send reset email');
        return;
      }
      setSent((await responseText(response, 'message')) ?? 'Password reset email sent successfully');
    } catch {
      setError('An unexpected error occurred. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  function startOver() {
    setSent('');
    setEmail('');
    setError('');
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
            <EmailField value={email} onChange={setEmail} autoComplete="email" />
            <AuthAlert message={error} />
            <Button type="submit" size="3" disabled={busy}>
              {busy ? 'Sending...' : 'Send Reset Link'}
            </Button>
          </form>
        </Flex>
      )}
      <BackToSignIn />
    </Flex>
  );
}
