'use client';
import { Box, Button, Callout, Flex, TextField } from '@radix-ui/themes';
import { useForm } from 'react-hook-form';
import { accountEmailBody, type AccountEmailBody } from '@/lib/validations/users';
import { adminFetch, toastErrorText } from '../kit/admin-fetch';
import { FieldError, schemaResolver, setServerFieldErrors } from '../kit/form';
import { INVALIDATES, useAdminMutation } from '../kit/mutations';
import { ACCOUNT_API } from '../kit/queries';
import { PasswordInput } from '../password-input';
import { LabeledField } from '../ui/labeled-field';
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
        <LabeledField id="new-email" label="New email">
          <TextField.Root
            id="new-email"
            type="email"
            autoComplete="email"
            aria-invalid={errors.newEmail ? true : undefined}
            aria-describedby={errors.newEmail ? 'new-email-error' : undefined}
            {...register('newEmail')}
          />
          <FieldError id="new-email-error" message={errors.newEmail?.message} />
        </LabeledField>
        <LabeledField id="email-current-password" label="Current password">
          <PasswordInput
            id="email-current-password"
            autoComplete="current-password"
            aria-invalid={errors.currentPassword ? true : undefined}
            aria-describedby={errors.currentPassword ? 'email-current-password-error' : undefined}
            {...register('currentPassword')}
          />
          <FieldError id="email-current-password-error" message={errors.currentPassword?.message} />
        </LabeledField>
        <Box>
          <Button type="submit" disabled={formState.isSubmitting}>
            Send confirmation link
          </Button>
        </Box>
      </Flex>
    </form>
  );
}
