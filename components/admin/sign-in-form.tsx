'use client';
import { Button, Flex, Link as ThemeLink, Text } from '@radix-ui/themes';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ADMIN_ROUTES } from '@/lib/constants';
import { AuthAlert, EmailField } from './auth-card';
import { LabeledField } from './ui/labeled-field';
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
    <Flex asChild direction="column" gap="5">
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <EmailField value={email} onChange={setEmail} autoComplete="username" />
        <LabeledField id="password" label="Password">
          <PasswordInput
            id="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </LabeledField>
        <AuthAlert message={error} />
        <Button type="submit" size="3" disabled={!canSubmit}>
          {busy ? 'Signing in...' : 'Sign In'}
        </Button>
        <Text as="p" size="2" align="center">
          <ThemeLink asChild weight="medium">
            <Link href={ADMIN_ROUTES.forgotPassword} prefetch={false}>
              Forgot your password?
            </Link>
          </ThemeLink>
        </Text>
      </form>
    </Flex>
  );
}
