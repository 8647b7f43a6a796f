'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ADMIN_ROUTES } from '@/lib/constants';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Label } from '@/components/ui/label';
import { EmailField } from './auth-card';
import { PasswordInput } from './password-input';
import { responseText, storeAdminSession, type StoredAdminUser } from './auth-storage';

interface LoginResponse {
  success?: boolean;
  token?: string;
  user?: StoredAdminUser;
  error?: string;
}

export function SignInForm() {
  const router = useRouter();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const canSubmit = email.trim() !== '' && password !== '' && !busy;

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit) return;
    setBusy(true);
    setError('');
    try {
      const response = await fetch('/api/websiteadmin/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: email.trim(), password }),
      });
      if (!response.ok) {
        // SPEC 8: the server's error text, otherwise 'Invalid credentials'.
        setError((await responseText(response, 'error')) ?? 'Invalid credentials');
        setBusy(false);
        return;
      }
      const body = (await response.json()) as LoginResponse;
      if (!body.success || !body.token || !body.user) {
        setError(body.error || 'Invalid credentials');
        setBusy(false);
        return;
      }
      storeAdminSession(body.token, body.user);
      router.push(ADMIN_ROUTES.dashboard);
    } catch {
      setError('Login failed. Please try again.');
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5">
      <EmailField value={email} onChange={setEmail} autoComplete="username" />
      <div>
        <Label htmlFor="password">Password</Label>
        <PasswordInput
          id="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      <FormAlert message={error} />
      <Button type="submit" disabled={!canSubmit} className="w-full">
        {busy ? 'Signing in...' : 'Sign In'}
      </Button>
      <p className="text-center text-sm">
        <Link
          href={ADMIN_ROUTES.forgotPassword}
          className="text-brand-700 font-medium underline-offset-4 hover:underline"
        >
          Forgot your password?
        </Link>
      </p>
    </form>
  );
}
