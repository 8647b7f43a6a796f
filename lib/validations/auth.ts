import { z } from 'zod';
import { FORM_EMAIL_MAX } from '@/lib/constants/forms';
import { emailAddress } from './email';
import { newPassword } from './password';

export const loginBody = z.object({
  // Not the email schema: a sign-in with a typed non-address is a wrong sign-in ('Invalid credentials'),
  // counted and logged like any other, not a 400.
  email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').max(FORM_EMAIL_MAX),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024),
});

export const verifyTokenBody = z.object({
  token: z.string({ error: 'Token is required' }).trim().min(1, 'Token is required').max(4096),
});

export const forgotPasswordBody = z.object({
  email: emailAddress('Please enter your email address'),
});

export const INVALID_RESET_TOKEN = 'Invalid or expired reset token';

/** A reset token as it appears in the link: 32 random bytes, base64url (43 characters). */
const resetToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, INVALID_RESET_TOKEN);

export const resetTokenParams = z.object({ token: resetToken });

export const resetPasswordBody = z.object({
  // spec.md "Sign-in and recovery": a missing token reads 'Invalid reset link'; a malformed one is simply not a valid token.
  token: z.string({ error: 'Invalid reset link' }).trim().min(1, 'Invalid reset link').pipe(resetToken),
  newPassword: z
    .string({ error: 'Please fill in all fields' })
    .min(1, 'Please fill in all fields')
    .pipe(newPassword),
});

export const INVALID_SIGN_IN_LINK = 'Invalid or expired sign-in link';

/** A mailed one-time sign-in link's token: 32 random bytes, base64url, like a reset token. */
export const signInLinkBody = z.object({
  token: z.string({ error: INVALID_SIGN_IN_LINK }).regex(/^[A-Za-z0-9_-]{43}$/, INVALID_SIGN_IN_LINK),
});

/** A TOTP (6 digits) or a recovery code (`xxxxx-xxxxx`); what it is, the server finds out. */
const secondFactorCode = z
  .string({ error: 'Enter the code from your authenticator app' })
  .trim()
  .min(1, 'Enter the code from your authenticator app')
  .max(32, 'That code is not right');

export const loginTwoFactorBody = z.object({
  challenge: z.string({ error: 'Please sign in again' }).min(1, 'Please sign in again').max(4096),
  code: secondFactorCode,
});

export const twoFactorCodeBody = z.object({ code: secondFactorCode });
