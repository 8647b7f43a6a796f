import { z } from 'zod';
import { FORM_MESSAGE_MAX, FORM_NAME_MAX, HONEYPOT_FIELD } from '@/lib/constants/forms';
import { MARKET_CODES } from '@/lib/markets';
import { leadAttributionInput } from './analytics';
import { email } from './email';

/**
 * Schemas for the public forms (early access, contact, newsletter), shared by the route handlers
 * and the forms' field names. Every form also carries the hidden honeypot field `website` and the
 * page it was sent from, `attribution` (issue 38, docs/adr/0113).
 */
const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Bots fill every field; people never see this one. Any value marks the post as spam. */
const honeypot = z.string().max(1000).optional();

export const earlyAccessBody = z.object({
  firstName: requiredText('First name', FORM_NAME_MAX),
  lastName: requiredText('Last name', FORM_NAME_MAX),
  email,
  message: z
    .string()
    .trim()
    .max(FORM_MESSAGE_MAX, `Message must be at most ${FORM_MESSAGE_MAX} characters`)
    .optional()
    .transform((value) => (value ? value : undefined)),
  [HONEYPOT_FIELD]: honeypot,
  attribution: leadAttributionInput,
});
export type EarlyAccessBody = z.infer<typeof earlyAccessBody>;

export const contactBody = z.object({
  firstName: requiredText('First name', FORM_NAME_MAX),
  lastName: requiredText('Last name', FORM_NAME_MAX),
  email,
  message: requiredText('Message', FORM_MESSAGE_MAX),
  [HONEYPOT_FIELD]: honeypot,
  attribution: leadAttributionInput,
});
export type ContactBody = z.infer<typeof contactBody>;

/** The newsletter box: the address and the market whose newsletter it asks for (docs/adr/0110). */
export const newsletterBody = z.object({
  email,
  market: z.enum(MARKET_CODES, { error: `Invalid market: expected one of ${MARKET_CODES.join(', ')}` }),
  [HONEYPOT_FIELD]: honeypot,
  attribution: leadAttributionInput,
});
export type NewsletterBody = z.infer<typeof newsletterBody>;
