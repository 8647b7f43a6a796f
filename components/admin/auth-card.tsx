import { Box, Callout, Card, Flex, Heading, Link as ThemeLink, Text, TextField } from '@radix-ui/themes';
import Link from 'next/link';
import { ADMIN_ROUTES } from '@/lib/constants/portal';
import { BRAND_NAME } from '@/lib/constants/site';
import { Field } from './kit/field';

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

/** The labelled email field of the sign-in and forgot-password forms (registered with the form). */
export function EmailField({
  autoComplete,
  invalid,
  id = 'email',
  ...field
}: {
  autoComplete: 'username' | 'email';
  /** Another id where the page may already hold an `email` field (the sign-in dialog). */
  id?: string;
  invalid: boolean;
  name: string;
  ref: React.Ref<HTMLInputElement>;
  onChange: React.ChangeEventHandler<HTMLInputElement>;
  onBlur: React.FocusEventHandler<HTMLInputElement>;
}) {
  return (
    <Field id={id} label="Email" invalid={invalid}>
      {(input) => (
        <TextField.Root {...input} type="email" size="3" autoComplete={autoComplete} required {...field} />
      )}
    </Field>
  );
}

/** The outcome of a recovery step, in place of its form (announced politely). */
export function AuthSuccess({ message }: { message: string }) {
  return (
    <Callout.Root highContrast color="green" role="status">
      <Callout.Text>{message}</Callout.Text>
    </Callout.Root>
  );
}

/** A form's error about the whole request, under the form; rendered only with a message, so it is announced. */
export function AuthAlert({ message }: { message: string }) {
  return message ? (
    <Callout.Root highContrast color="red" role="alert">
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
