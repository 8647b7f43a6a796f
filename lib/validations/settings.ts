import { z } from 'zod';
import { META_DESCRIPTION_MAX_LENGTH } from '@/lib/constants/articles';
import { FORM_EMAIL_MAX } from '@/lib/constants/forms';
import {
  SETTINGS_COOKIE_BANNER_MAX,
  SETTINGS_PHONE_MAX,
  SETTINGS_SENDER_NAME_MAX,
  SETTINGS_URL_MAX,
  type SocialNetwork,
} from '@/lib/constants/settings';
import type { Language, MarketCode } from '@/lib/markets';

/*
 * The site settings (issue 37, System Settings; docs/adr/0106): one schema for the API and the form.
 * An empty text means "the site's built-in text" (or nothing shown, for a link or a number), so a new
 * install needs no settings at all and a setting can be cleared back to the default.
 */

const noControlCharacters = (v: string) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(v);

function text(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(noControlCharacters, `${label} contains an invalid character`);
}

const phone = text('Contact phone', SETTINGS_PHONE_MAX).refine(
  (v) => v === '' || /^\+?[0-9][0-9 ().-]{3,}$/.test(v),
  'Contact phone must be a phone number, such as +1 512 555 0100',
);

const contactEmail = z
  .string({ error: 'Contact email must be text' })
  .trim()
  .max(FORM_EMAIL_MAX, `Contact email must be at most ${FORM_EMAIL_MAX} characters`)
  .refine((v) => v === '' || z.email().safeParse(v).success, 'Contact email must be a valid email address');

function socialLink(network: string) {
  return text(`The ${network} link`, SETTINGS_URL_MAX).refine(
    (v) => v === '' || (URL.canParse(v) && new URL(v).protocol === 'https:'),
    `The ${network} link must be an https:// address`,
  );
}

const metaDescription = (market: MarketCode) =>
  text(`The ${market} meta description`, META_DESCRIPTION_MAX_LENGTH);
const cookieBannerText = (language: Language) =>
  text(`The cookie banner text (${language})`, SETTINGS_COOKIE_BANNER_MAX);

// Sent in the From header of every message: nothing that could end or split a header.
const senderName = text('Sender name', SETTINGS_SENDER_NAME_MAX).refine(
  (v) => !/["<>\r\n]/.test(v),
  'Sender name must not contain quotes or angle brackets',
);

export const siteSettingsSchema = z.strictObject({
  contact_phone: phone,
  contact_email: contactEmail,
  social_links: z.strictObject({
    linkedin: socialLink('LinkedIn'),
    x: socialLink('X'),
    facebook: socialLink('Facebook'),
    youtube: socialLink('YouTube'),
  } satisfies Record<SocialNetwork, z.ZodType<string>>),
  meta_description: z.strictObject({
    global: metaDescription('global'),
    usa: metaDescription('usa'),
    'be-fr': metaDescription('be-fr'),
    'be-nl': metaDescription('be-nl'),
  } satisfies Record<MarketCode, z.ZodType<string>>),
  cookie_banner_text: z.strictObject({
    en: cookieBannerText('en'),
    fr: cookieBannerText('fr'),
    nl: cookieBannerText('nl'),
  } satisfies Record<Language, z.ZodType<string>>),
  require_two_factor: z.boolean({ error: 'require_two_factor must be true or false' }),
  mail_sender_name: senderName,
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export type SiteSettingKey = keyof SiteSettings;

/** PATCH /api/admin/settings: any subset of the keys, at least one; a group (links, texts) whole. */
export const siteSettingsPatch = siteSettingsSchema
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'Nothing to change: send at least one setting');
export type SiteSettingsPatch = z.infer<typeof siteSettingsPatch>;
