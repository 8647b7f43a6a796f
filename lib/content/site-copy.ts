import { BRAND_NAME, DEMO_VIDEO_SECONDS, FREE_TRIAL_DAYS } from '@/lib/constants/site';

/** The in-page sections the header links to (spec.md "Header and footer"), in header order. */
export const SECTION_LINKS = [
  { id: 'features', label: 'Features' },
  { id: 'pricing', label: 'Pricing' },
  { id: 'faq', label: 'FAQ' },
  { id: 'contact', label: 'Contact' },
] as const;

export const HERO_DEFAULTS = {
  title: "Your AI Legal Associate—Works While You're in Court.",
  subtitle:
    'Research like a librarian, draft like an associate, organize like a paralegal — at solo-firm prices.',
  tagline: `${BRAND_NAME} can do it ALL for you.`,
  badges: ['State-specific research', 'AI receptionist'],
  primaryCta: `Start ${FREE_TRIAL_DAYS}-day free trial`,
  secondaryCta: `Watch ${DEMO_VIDEO_SECONDS}-sec demo`,
  assurances: ['Start immediately', 'No setup needed', 'No learning curve'],
} as const;

export const HOME_DESCRIPTION =
  'AI legal associate for solo lawyers and small firms: research, drafting, an AI receptionist and deadline tracking at solo-firm prices. 14-day free trial.';

/** The four sentences of the typing call-to-action band (spec.md "Landing pages"). */
export const TYPING_SENTENCES = [
  'Draft a motion to compel while you’re in court.',
  'Find controlling precedent before your hearing.',
  'Answer every client call and log the intake.',
  'Never miss a filing deadline again.',
] as const;

export const TRY_FREE_LABEL = `Try ${BRAND_NAME} Free`;

/** The reassurance under the typing band (spec.md "Product and audiences": thousands of attorneys use it; no training needed). */
export const CTA_REASSURANCE = `Join the thousands of attorneys who already use ${BRAND_NAME}. No training needed: start your ${FREE_TRIAL_DAYS}-day free trial today, no credit card required.`;

/** The cookie banner's built-in text, shown while System Settings gives none for English. */
export const COOKIE_BANNER_TEXT =
  'We use cookies to keep the site working and to understand how it is used. Choose which ones you allow.';
