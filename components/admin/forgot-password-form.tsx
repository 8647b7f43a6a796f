'use client';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { AuthSuccess, BackToSignIn, EmailField } from './auth-card';
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
    <div className="space-y-5">
      {sent ? (
        <div className="space-y-5">
          <AuthSuccess message={sent} />
          <Button onClick={startOver} className="w-full">
            Send Another Reset Link
          </Button>
        </div>
      ) : (
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5">
          <EmailField value={email} onChange={setEmail} autoComplete="email" />
          <FormAlert message={error} />
          <Button type="submit" disabled={busy} className="w-full">
            {busy ? 'Sending...' : 'Send Reset Link'}
          </Button>
        </form>
      )}
      <BackToSignIn />
    </div>
  );
}
