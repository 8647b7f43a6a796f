import { z } from 'zod';
import { USER_NAME_MAX, USER_ROLES } from '@/lib/constants/users';
import { email, emailAddress } from './email';
import { newPassword } from './password';

const role = z.enum(USER_ROLES, { error: 'Role must be admin or editor' });

const name = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(USER_NAME_MAX, `Name must be at most ${USER_NAME_MAX} characters`)
  .refine((v) => !v.includes('\u0000'), 'Name contains an invalid character');

export const inviteUserBody = z.object({ email, name, role });
export type InviteUserBody = z.infer<typeof inviteUserBody>;

export const updateUserBody = z
  .object({
    role: role.optional(),
    // Only an administrator's two moves: disable an account, or let it sign in again.
    status: z.enum(['active', 'disabled'], { error: "Status must be 'active' or 'disabled'" }).optional(),
  })
  .refine((b) => b.role !== undefined || b.status !== undefined, 'Nothing to change: send role or status');
export type UpdateUserBody = z.infer<typeof updateUserBody>;

export const userIdParams = z.object({ id: z.uuid('User id must be a valid id') });

export const INVALID_INVITE = 'This invitation link is invalid or has expired';

/** An invitation token as it appears in the link: 32 random bytes, base64url (43 characters). */
const inviteToken = z
  .string({ error: INVALID_INVITE })
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, INVALID_INVITE);

export const acceptInviteBody = z.object({
  token: inviteToken,
  name,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').pipe(newPassword),
});
export type AcceptInviteBody = z.infer<typeof acceptInviteBody>;

export const accountProfileBody = z.object({ name });
export type AccountProfileBody = z.infer<typeof accountProfileBody>;

export const accountPasswordBody = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(1024),
  newPassword: z
    .string({ error: 'New password is required' })
    .min(1, 'New password is required')
    .pipe(newPassword),
});

export const accountEmailBody = z.object({
  newEmail: emailAddress('New email is required'),
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(1024),
});
export type AccountEmailBody = z.infer<typeof accountEmailBody>;

export const INVALID_EMAIL_CHANGE = 'This confirmation link is invalid or has expired';

export const confirmEmailChangeBody = z.object({
  // Like an invitation's: 32 random bytes, base64url.
  token: z
    .string({ error: INVALID_EMAIL_CHANGE })
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/, INVALID_EMAIL_CHANGE),
});

export const securitySettingsBody = z.object({
  require_two_factor: z.boolean({ error: 'require_two_factor must be true or false' }),
});
