'use client';
import { Button, Flex, Select, TextField } from '@radix-ui/themes';
import { Controller, useForm } from 'react-hook-form';
import { USER_ROLES, type UserRole } from '@/lib/constants/users';
import { inviteUserBody } from '@/lib/validations/users';
import { adminFetch } from '../kit/admin-fetch';
import { schemaResolver, setServerFieldErrors } from '../kit/form';
import { INVALIDATES, useAdminMutation } from '../kit/mutations';
import { USERS_API } from '../kit/queries';
import { Field } from '../kit/field';
import { useToast } from '../ui/toaster';

interface InviteValues {
  email: string;
  name: string;
  role: UserRole;
}

const FIELDS = ['email', 'name', 'role'] as const;
const resolver = schemaResolver(inviteUserBody, (values: InviteValues) => values);

/** Invites someone: the server mails a single-use link valid 7 days. */
export function InviteForm() {
  const toast = useToast();
  const { register, control, handleSubmit, setError, reset, formState } = useForm<InviteValues>({
    defaultValues: { email: '', name: '', role: 'editor' },
    resolver,
  });
  const invite = useAdminMutation({
    mutationFn: (body: InviteValues) => adminFetch(USERS_API, { method: 'POST', body }),
    invalidates: INVALIDATES.users,
    errorText: (error) =>
      setServerFieldErrors(error, setError, FIELDS) ? null : 'Failed to send the invitation',
  });
  const onSubmit = handleSubmit(async (values) => {
    await invite.mutateAsync(values).then(
      () => {
        toast({ title: 'Invitation sent', description: `An invitation was emailed to ${values.email}.` });
        reset();
      },
      () => undefined,
    );
  });
  const errors = formState.errors;
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Invite a user">
      <Flex direction={{ initial: 'column', md: 'row' }} gap="3" align={{ initial: 'stretch', md: 'end' }}>
        <Field id="invite-email" label="Email" required error={errors.email?.message}>
          {(input) => <TextField.Root {...input} type="email" autoComplete="off" {...register('email')} />}
        </Field>
        <Field id="invite-name" label="Name" required error={errors.name?.message}>
          {(input) => <TextField.Root {...input} autoComplete="off" {...register('name')} />}
        </Field>
        <Field id="invite-role" label="Role">
          {(input) => (
            <Controller
              control={control}
              name="role"
              render={({ field }) => (
                <Select.Root value={field.value} onValueChange={field.onChange}>
                  <Select.Trigger {...input} aria-label="Role" />
                  <Select.Content>
                    {USER_ROLES.map((role) => (
                      <Select.Item key={role} value={role}>
                        {role === 'admin' ? 'Admin' : 'Editor'}
                      </Select.Item>
                    ))}
                  </Select.Content>
                </Select.Root>
              )}
            />
          )}
        </Field>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Sending...' : 'Send invitation'}
        </Button>
      </Flex>
    </form>
  );
}
