'use client';
import { Box, Button, Code, Flex, Text, TextField } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { adminFetch, toastErrorText } from '../kit/admin-fetch';
import { INVALIDATES, useAdminMutation } from '../kit/mutations';
import { ACCOUNT_API, useAccount } from '../kit/queries';
import { LoadingState } from '../kit/states';
import { Field } from '../kit/field';
import { useToast } from '../ui/toaster';

interface Setup {
  secret: string;
  otpauth_url: string;
}

/** The otpauth:// URL as an SVG QR code, drawn in the browser (the secret never goes to a third party). */
function QrCode({ url }: { url: string }) {
  const [svg, setSvg] = useState('');
  useEffect(() => {
    let live = true;
    // Loaded only on this screen: the encoder stays out of every other portal page's bundle.
    void import('qrcode').then((qr) =>
      qr.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((s) => {
        if (live) setSvg(s);
      }),
    );
    return () => {
      live = false;
    };
  }, [url]);
  return (
    <Box
      role="img"
      aria-label="QR code for your authenticator app"
      style={{ width: 200, height: 200, background: 'white' }}
      // The SVG is generated locally by qrcode from our own URL: no outside markup.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}

/** Two-factor sign-in: set up with a QR code, confirm a code, see the recovery codes once; or turn off. */
export function TwoFactorSection({ onEnabled }: { onEnabled?: () => void }) {
  const toast = useToast();
  const account = useAccount();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');

  const start = useAdminMutation({
    mutationFn: () => adminFetch<Setup>(`${ACCOUNT_API}/2fa/setup`, { method: 'POST' }),
    invalidates: [],
    errorText: 'Failed to start the setup',
  });
  const enable = useAdminMutation({
    mutationFn: (value: string) =>
      adminFetch<{ recovery_codes: string[] }>(`${ACCOUNT_API}/2fa/enable`, {
        method: 'POST',
        body: { code: value },
      }),
    invalidates: INVALIDATES.account,
    errorText: (e) => {
      setError(toastErrorText(e, 'Invalid code'));
      return null;
    },
  });
  const disable = useAdminMutation({
    mutationFn: (value: string) =>
      adminFetch(`${ACCOUNT_API}/2fa/disable`, { method: 'POST', body: { code: value } }),
    invalidates: INVALIDATES.account,
    errorText: (e) => {
      setError(toastErrorText(e, 'Invalid code'));
      return null;
    },
  });

  if (!account.data) return <LoadingState compact />;
  const status = account.data.two_factor;

  if (codes) {
    return (
      <Flex direction="column" gap="3">
        <Text as="p" size="2" weight="bold">
          Two-factor sign-in is on. Save these recovery codes now: each works once, and they are not shown
          again.
        </Text>
        <Box asChild>
          <ul aria-label="Recovery codes" style={{ columns: 2, listStyle: 'none', padding: 0, margin: 0 }}>
            {codes.map((c) => (
              <li key={c}>
                <Code size="3">{c}</Code>
              </li>
            ))}
          </ul>
        </Box>
        <Box>
          <Button
            onClick={() => {
              setCodes(null);
              onEnabled?.();
            }}
          >
            I have saved them
          </Button>
        </Box>
      </Flex>
    );
  }

  if (status.enabled) {
    return (
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setError('');
          void disable.mutateAsync(code).then(
            () => {
              setCode('');
              toast({ title: 'Success', description: 'Two-factor sign-in is off' });
            },
            () => undefined,
          );
        }}
      >
        <Flex direction="column" gap="3">
          <Text as="p" size="2">
            Two-factor sign-in is <strong>on</strong>. {status.recovery_codes_left} recovery codes left.
          </Text>
          {status.required ? (
            <Text as="p" size="2" color="gray">
              An admin requires it for every account, so it cannot be turned off.
            </Text>
          ) : (
            <Flex gap="3" align="end" wrap="wrap">
              <Field
                id="disable-code"
                label="Code to turn it off"
                invalid={!!error}
                describedBy={error ? 'two-factor-error' : undefined}
              >
                {(input) => (
                  <TextField.Root
                    {...input}
                    autoComplete="one-time-code"
                    value={code}
                    onChange={(e) => setCode(e.target.value)}
                  />
                )}
              </Field>
              <Button type="submit" color="red" variant="soft" disabled={!code || disable.isPending}>
                Turn off
              </Button>
            </Flex>
          )}
          {error ? (
            <Text id="two-factor-error" role="alert" size="2" color="red">
              {error}
            </Text>
          ) : null}
        </Flex>
      </form>
    );
  }

  if (!setup) {
    return (
      <Flex direction="column" gap="3" align="start">
        <Text as="p" size="2">
          Two-factor sign-in is <strong>off</strong>. With it on, signing in also asks for a code from an
          authenticator app on your phone.
        </Text>
        <Button
          onClick={() =>
            void start.mutateAsync(undefined).then(
              (s) => setSetup(s),
              () => undefined,
            )
          }
          disabled={start.isPending}
        >
          Set up two-factor sign-in
        </Button>
      </Flex>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setError('');
        void enable.mutateAsync(code).then(
          (r) => {
            setCodes(r.recovery_codes);
            setSetup(null);
            setCode('');
          },
          () => undefined,
        );
      }}
    >
      <Flex direction="column" gap="3">
        <Text as="p" size="2">
          Scan this code with your authenticator app, or enter the key by hand, then type the 6-digit code it
          shows.
        </Text>
        <QrCode url={setup.otpauth_url} />
        <Text as="p" size="2">
          Key:{' '}
          <Code data-testid="totp-secret" style={{ overflowWrap: 'anywhere' }}>
            {setup.secret}
          </Code>
        </Text>
        <Flex gap="3" align="end" wrap="wrap">
          <Field
            id="enable-code"
            label="6-digit code"
            invalid={!!error}
            describedBy={error ? 'two-factor-error' : undefined}
          >
            {(input) => (
              <TextField.Root
                {...input}
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
            )}
          </Field>
          <Button type="submit" disabled={!code || enable.isPending}>
            Turn on
          </Button>
        </Flex>
        {error ? (
          <Text id="two-factor-error" role="alert" size="2" color="red">
            {error}
          </Text>
        ) : null}
      </Flex>
    </form>
  );
}
