import { z } from 'zod';
import { FORM_EMAIL_MAX } from '@/lib/constants/forms';

const INVALID_EMAIL = 'Please enter a valid email address';

/**
 * An email address as the forms and handlers take it: trimmed, at most 254 characters (the SMTP path
 * limit), checked, then lowercased so lookups and uniqueness ignore case. `requiredMessage` names a
 * missing or blank value; forgot-password words it its own way (spec.md "Sign-in and recovery").
 */
export function emailAddress(requiredMessage = 'Email is required') {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(FORM_EMAIL_MAX, `Email must be at most ${FORM_EMAIL_MAX} characters`)
    .pipe(z.email(INVALID_EMAIL).toLowerCase());
}

export const email = emailAddress();
