'use client';
import { Box, Button, Callout, Flex, TextField } from '@radix-ui/themes';
import { useForm } from 'react-hook-form';
import { accountEmailBody, type AccountEmailBody } from '@/lib/validations/users';
import { adminFetch, toastErrorText } from '../kit/admin-fetch';
import { schemaResolver, setServerFieldErrors } from '../kit/form';
import { INVALIDATES, useAdminMutation } from '../kit/mutations';
import { ACCOUNT_API } from '../kit/queries';
import { PasswordInput } from '../password-input';
import { Field } from '../kit/field';
import { useToast } from '../ui/toaster';

/**
 * Issue 26: a new sign-in address, asked for with the current password; it takes effect when the link
 * mailed to it is opened (ADR 0072), so the form only says a link went out.
 */
export function EmailForm({ pendingEmail }: { pendingEmail: string | null }) {
  const toast = useToast();
  const { register, handleSubmit, setError, reset, formState } = useForm<AccountEmailBody>({
    defaultValues: { newEmail: '', currentPassword: '' },
    resolver: schemaResolver(accountEmailBody, (v: AccountEmailBody) => v),
  });
  const request = useAdminMutation({
    mutationFn: (body: AccountEmailBody) =>
      adminFetch<{ message: string }>(`${ACCOUNT_API}/email`, { method: 'POST', body, checksPassword: true }),
    invalidates: INVALIDATES.account,
    errorText: (e) =>
      setServerFieldErrors(e, setError, ['newEmail', 'currentPassword'])
        ? null
        : toastErrorText(e, 'Failed to send the confirmation link'),
  });
  const errors = formState.errors;
  return (
    <form
      noValidate
      aria-label="Change email"
      onSubmit={(e) =>
        void handleSubmit(async (v) => {
          await request.mutateAsync(v).then(
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
        {pendingEmail ? (
          <Callout.Root highContrast color="blue" role="status" size="1">
            <Callout.Text>
              Waiting for confirmation: open the link sent to <strong>{pendingEmail}</strong>. Your address
              changes then.
            </Callout.Text>
          </Callout.Root>
        ) : null}
        <Field id="new-email" label="New email" error={errors.newEmail?.message}>
          {(input) => (
            <TextField.Root {...input} type="email" autoComplete="email" {...register('newEmail')} />
          )}
        </Field>
        <Field id="email-current-password" label="Current password" error={errors.currentPassword?.message}>
          {(input) => (
            <PasswordInput {...input} autoComplete="current-password" {...register('currentPassword')} />
          )}
        </Field>
        <Box>
          <Button type="submit" disabled={formState.isSubmitting}>
            Send confirmation link
          </Button>
        </Box>
      </Flex>
    </form>
  );
}
