'use client';
import { Badge, Box, Button, Card, Container, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { useForm, useWatch } from 'react-hook-form';
import { describeDevice, plainAddress } from '@/lib/admin/device';
import { accountPasswordBody, accountProfileBody } from '@/lib/validations/users';
import { adminFetch, toastErrorText } from '../kit/admin-fetch';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { schemaResolver, setServerFieldErrors } from '../kit/form';
import { INVALIDATES, useAdminMutation } from '../kit/mutations';
import { ACCOUNT_API, useAccount, useAccountSessions } from '../kit/queries';
import { ErrorState, LoadingState } from '../kit/states';
import { formatUtc } from '../format-utc';
import { PasswordChecklist } from '../password-checklist';
import { PasswordInput } from '../password-input';
import { Field } from '../kit/field';
import { PageHeader } from '../ui/page-header';
import { useToast } from '../ui/toaster';
import { EmailForm } from './email-form';
import { NotificationsSection } from './notifications-section';
import { TwoFactorSection } from './two-factor-section';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Card size="3" asChild>
      <section aria-labelledby={id}>
        <Heading as="h2" size="4" id={id} mb="3">
          {title}
        </Heading>
        {children}
      </section>
    </Card>
  );
}

/** Issue 26: the signed-in account — name, email, password, two-factor sign-in, sessions; issue 39: notifications. */
export function AccountScreen() {
  const account = useAccount();
  return (
    <Box>
      <PageHeader
        title="Account"
        subtitle="Your name, email, password, two-factor sign-in, notifications and sessions."
      />
      <Container asChild size="3" px={{ initial: '3', sm: '6' }} py="6">
        <div>
          {account.isError && !account.isFetching ? (
            <ErrorState message="Your account could not be loaded." onRetry={() => account.refetch()} />
          ) : !account.data ? (
            <LoadingState />
          ) : (
            <Flex direction="column" gap="5">
              <Section id="profile-heading" title="Profile">
                <Text as="p" size="2" mb="3">
                  {account.data.email} <Badge>{account.data.role}</Badge>
                </Text>
                <ProfileForm name={account.data.name} />
              </Section>
              <Section id="email-heading" title="Email">
                <EmailForm pendingEmail={account.data.pending_email} />
              </Section>
              <Section id="password-heading" title="Password">
                <PasswordForm />
              </Section>
              <Section id="two-factor-heading" title="Two-factor sign-in">
                <TwoFactorSection />
              </Section>
              <Section id="notifications-heading" title="Notifications">
                <NotificationsSection />
              </Section>
              <Section id="sessions-heading" title="Your sessions">
                <SessionsList />
              </Section>
            </Flex>
          )}
        </div>
      </Container>
    </Box>
  );
}

function ProfileForm({ name }: { name: string }) {
  const toast = useToast();
  const { register, handleSubmit, setError, formState } = useForm<{ name: string }>({
    defaultValues: { name },
    resolver: schemaResolver(accountProfileBody, (v: { name: string }) => v),
  });
  const save = useAdminMutation({
    mutationFn: (body: { name: string }) => adminFetch(ACCOUNT_API, { method: 'PATCH', body }),
    invalidates: INVALIDATES.account,
    errorText: (e) => (setServerFieldErrors(e, setError, ['name']) ? null : 'Failed to save your name'),
  });
  return (
    <form
      noValidate
      onSubmit={(e) =>
        void handleSubmit(async (v) => {
          await save.mutateAsync(v).then(
            () => toast({ title: 'Success', description: 'Name saved' }),
            () => undefined,
          );
        })(e)
      }
    >
      <Flex gap="3" align="end" wrap="wrap">
        <Field id="account-name" label="Name" error={formState.errors.name?.message}>
          {(input) => <TextField.Root {...input} autoComplete="name" {...register('name')} />}
        </Field>
        <Button type="submit" disabled={formState.isSubmitting}>
          Save name
        </Button>
      </Flex>
    </form>
  );
}

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
}

function PasswordForm() {
  const toast = useToast();
  const { register, control, handleSubmit, setError, reset, formState } = useForm<PasswordValues>({
    defaultValues: { currentPassword: '', newPassword: '' },
    resolver: schemaResolver(accountPasswordBody, (v: PasswordValues) => v),
  });
  const newPassword = useWatch({ control, name: 'newPassword' });
  const change = useAdminMutation({
    mutationFn: (body: PasswordValues) =>
      adminFetch<{ message: string }>(`${ACCOUNT_API}/password`, {
        method: 'POST',
        body,
        checksPassword: true,
      }),
    invalidates: INVALIDATES.account,
    errorText: (e) =>
      setServerFieldErrors(e, setError, ['currentPassword', 'newPassword'])
        ? null
        : // The server's words: 'Current password is incorrect' is the answer the admin needs.
          toastErrorText(e, 'Failed to change the password'),
  });
  const errors = formState.errors;
  return (
    <form
      noValidate
      aria-label="Change password"
      onSubmit={(e) =>
        void handleSubmit(async (v) => {
          await change.mutateAsync(v).then(
            (r) => {
              toast({ title: 'Success', description: r.message });
              reset();
            },
            () => undefined,
          );
        })(e)
      }
    >
      <Flex direction="column" gap="3" style={{ maxWidth: 420 }}>
        <Field id="current-password" label="Current password" error={errors.currentPassword?.message}>
          {(input) => (
            <PasswordInput {...input} autoComplete="current-password" {...register('currentPassword')} />
          )}
        </Field>
        <Field id="new-password" label="New password" error={errors.newPassword?.message}>
          {(input) => <PasswordInput {...input} autoComplete="new-password" {...register('newPassword')} />}
        </Field>
        <PasswordChecklist password={newPassword} />
        <Box>
          <Button type="submit" disabled={formState.isSubmitting}>
            Change password
          </Button>
        </Box>
        <Text as="p" size="1" color="gray">
          Changing it signs your account out everywhere else.
        </Text>
      </Flex>
    </form>
  );
}

function SessionsList() {
  const toast = useToast();
  const sessions = useAccountSessions();
  const endOne = useAdminMutation({
    mutationFn: (id: string) => adminFetch(`/api/admin/sessions/${id}`, { method: 'DELETE' }),
    invalidates: INVALIDATES.account,
    errorText: 'Failed to end the session',
  });
  const endOthers = useAdminMutation({
    mutationFn: () => adminFetch<{ ended: number }>(`${ACCOUNT_API}/sessions`, { method: 'DELETE' }),
    invalidates: INVALIDATES.account,
    errorText: 'Failed to sign out the other sessions',
  });
  if (sessions.isError && !sessions.isFetching)
    return <ErrorState message="Your sessions could not be loaded." onRetry={() => sessions.refetch()} />;
  if (!sessions.data) return <LoadingState compact />;
  const others = sessions.data.filter((s) => !s.current);
  return (
    <Flex direction="column" gap="3">
      <Box asChild>
        <ul aria-label="Sessions" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {sessions.data.map((s) => (
            <li key={s.id} style={{ padding: '8px 0', borderBottom: '1px solid var(--gray-a4)' }}>
              <Flex justify="between" align="center" gap="3" wrap="wrap">
                <Box style={{ minWidth: 0 }}>
                  <Text as="div" size="2" style={{ overflowWrap: 'anywhere' }}>
                    {describeDevice(s.user_agent)}{' '}
                    {s.current ? <Badge color="green">This session</Badge> : null}
                  </Text>
                  <Text as="div" size="1" color="gray">
                    {plainAddress(s.ip_address) ?? 'unknown address'} · signed in {formatUtc(s.created_at)}
                  </Text>
                </Box>
                {s.current ? null : (
                  <Button
                    size="1"
                    variant="soft"
                    color="red"
                    onClick={() => void endOne.mutateAsync(s.id).catch(() => undefined)}
                  >
                    Sign out
                  </Button>
                )}
              </Flex>
            </li>
          ))}
        </ul>
      </Box>
      <Box>
        <ConfirmDialog
          maxWidth="440px"
          trigger={
            <Button variant="soft" color="red" disabled={others.length === 0}>
              Sign out everywhere else
            </Button>
          }
          title="Sign out everywhere else?"
          description="Every other session of your account ends now; this one goes on."
          confirmLabel="Sign out"
          onConfirm={async () => {
            const { ended } = await endOthers.mutateAsync(undefined);
            toast({ title: 'Success', description: `${ended} other session(s) signed out` });
          }}
        />
      </Box>
    </Flex>
  );
}
