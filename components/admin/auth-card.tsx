import { Box, Callout, Card, Flex, Heading, Link as ThemeLink, Text, TextField } from '@radix-ui/themes';
import Link from 'next/link';
import { ADMIN_ROUTES, BRAND_NAME } from '@/lib/constants';
import { LabeledField } from './ui/labeled-field';

/** The centred card the sign-in, forgot and reset screens share. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: React.ReactNode;
}) {
  return (
    <Flex asChild align="center" justify="center" px="4" py="9" style={{ minHeight: '100vh' }}>
      <main>
        <Box width="100%" maxWidth="448px">
          <Text as="p" size="6" weight="bold" align="center" mb="5">
            {BRAND_NAME}
          </Text>
          <Card size="4">
            <Heading as="h1" size="5">
              {title}
            </Heading>
            {subtitle ? (
              <Text as="p" size="2" color="gray" mt="1">
                {subtitle}
              </Text>
            ) : null}
            <Box mt="5">{children}</Box>
          </Card>
          <Text as="p" size="2" align="center" mt="5">
            <ThemeLink asChild color="gray">
              <Link href="/" prefetch={false}>
                Back to Home
              </Link>
            </ThemeLink>
          </Text>
        </Box>
      </main>
    </Flex>
  );
}

/** The labelled email field of the sign-in and forgot-password forms. */
export function EmailField({
  value,
  onChange,
  autoComplete,
}: {
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'username' | 'email';
}) {
  return (
    <LabeledField id="email" label="Email">
      <TextField.Root
        id="email"
        name="email"
        type="email"
        size="3"
        autoComplete={autoComplete}
        required
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </LabeledField>
  );
}

/** The outcome of a recovery step, in place of its form (announced politely). */
export function AuthSuccess({ message }: { message: string }) {
  return (
    <Callout.Root color="green" role="status">
      <Callout.Text>{message}</Callout.Text>
    </Callout.Root>
  );
}

/** A form's error about the whole request, under the form; rendered only with a message, so it is announced. */
export function AuthAlert({ message }: { message: string }) {
  return message ? (
    <Callout.Root color="red" role="alert">
      <Callout.Text>{message}</Callout.Text>
    </Callout.Root>
  ) : null;
}

/** The way back to sign-in under the forgot and reset forms. */
export function BackToSignIn() {
  return (
    <Text as="p" size="2" align="center">
      <ThemeLink asChild weight="medium">
        <Link href={ADMIN_ROUTES.signIn} prefetch={false}>
          Back to login
        </Link>
      </ThemeLink>
    </Text>
  );
}
