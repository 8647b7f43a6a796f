'use client';
import { Button, Dialog, Flex } from '@radix-ui/themes';
import { useEffect, useRef, useState } from 'react';
import { readStoredAdminUser, setSignInInPlace } from './auth-storage';
import { SIGN_IN_AGAIN_PASSWORD_ID, SignInForm } from './sign-in-form';

/**
 * Issue 22: when the session has ended under a write (a save, a delete), the admin signs in again here,
 * over the page, and the write is then sent as it was. The password step and, for an account with
 * two-factor on, the code step are the sign-in page's own. "Go to sign-in page" gives up instead (the
 * editor keeps its unsaved changes in this browser, and sign-in brings the admin back to this page).
 */
export function SignInDialog() {
  const [open, setOpen] = useState(false);
  const settle = useRef<((signedIn: boolean) => void) | null>(null);
  const [email, setEmail] = useState<string | undefined>();

  useEffect(
    () =>
      setSignInInPlace(
        () =>
          new Promise<boolean>((resolve) => {
            setEmail(readStoredAdminUser()?.email);
            settle.current = resolve;
            setOpen(true);
          }),
      ),
    [],
  );

  function close(signedIn: boolean) {
    setOpen(false);
    settle.current?.(signedIn);
    settle.current = null;
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) close(false);
      }}
    >
      <Dialog.Content
        maxWidth="420px"
        aria-describedby="sign-in-again-description"
        onOpenAutoFocus={(event) => {
          // The email is filled in: the next keystrokes are the password's, not a replacement of the email.
          const password = email ? document.getElementById(SIGN_IN_AGAIN_PASSWORD_ID) : null;
          if (password) {
            event.preventDefault();
            password.focus();
          }
        }}
      >
        <Dialog.Title>Sign in again</Dialog.Title>
        <Dialog.Description id="sign-in-again-description" size="2" mb="4">
          Your session has ended. Sign in to carry on: nothing you typed is lost.
        </Dialog.Description>
        {open ? <SignInForm inPlace={{ onSignedIn: () => close(true), email }} /> : null}
        <Flex justify="end" mt="3">
          <Dialog.Close>
            <Button variant="ghost" color="gray" highContrast>
              Go to sign-in page
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
