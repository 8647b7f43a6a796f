'use client';
import { Button, Flex, Link as ThemeLink, Text } from '@radix-ui/themes';
import Link from 'next/link';
import { useState } from 'react';
import { ADMIN_ROUTES } from '@/lib/constants/portal';
import { AuthAlert, AuthSuccess } from './auth-card';
import { adminFetch, isSessionExpired, toastErrorText } from './kit/admin-fetch';

/**
 * The landing page of the link mailed to a new address (ADR 0072). Nothing changes on opening the page:
 * a mail scanner that follows links must not confirm it; the person presses the button, signed in as the
 * account that asked (a signed-out visitor goes to sign-in and comes back here).
 */
export function ConfirmEmailForm({ token }: { token: string }) {
  const [state, setState] = useState<{ busy: boolean; done: string; error: string }>({
    busy: false,
    done: '',
    error: '',
  });
  if (state.done) {
    return (
      <Flex direction="column" gap="4">
        <AuthSuccess message={state.done} />
        <Text as="p" size="2" align="center">
          <ThemeLink asChild weight="medium">
            <Link href={ADMIN_ROUTES.account} prefetch={false}>
              Go to your account
            </Link>
          </ThemeLink>
        </Text>
      </Flex>
    );
  }
  const confirm = async () => {
    setState({ busy: true, done: '', error: '' });
    try {
      const { message } = await adminFetch<{ message: string }>('/api/admin/account/email/confirm', {
        method: 'POST',
        body: { token },
      });
      setState({ busy: false, done: message, error: '' });
    } catch (failure) {
      // An expired session is already on its way to sign-in, which brings the person back here.
      if (isSessionExpired(failure)) return;
      setState({
        busy: false,
        done: '',
        error: toastErrorText(failure, 'The address could not be changed. Please try again.'),
      });
    }
  };
  return (
    <Flex direction="column" gap="4">
      <AuthAlert message={state.error} />
      <Button size="3" disabled={state.busy} onClick={() => void confirm()}>
        {state.busy ? 'Confirming...' : 'Confirm new email'}
      </Button>
    </Flex>
  );
}
