import { z } from 'zod';
import { MARKET_CODES } from '@/lib/markets';
import {
  CAMPAIGN_ARTICLES_MAX,
  CAMPAIGN_INTRO_MAX,
  CAMPAIGN_SUBJECT_MAX,
} from '@/lib/constants/notifications';

/*
 * Newsletter campaigns (issue 39, docs/adr/0111): the bodies of POST /api/admin/campaigns and POST
 * /api/admin/campaigns/{id}/send, shared with the Notifications screen's composer.
 */

const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const campaignMarket = z.enum(MARKET_CODES, {
  error: `Invalid market: expected one of ${MARKET_CODES.join(', ')}`,
});

export const campaignBody = z.strictObject({
  subject: z
    .string({ error: 'Subject is required' })
    .trim()
    .min(1, 'Subject is required')
    .max(CAMPAIGN_SUBJECT_MAX, `Subject must be at most ${CAMPAIGN_SUBJECT_MAX} characters`)
    // A line break in a subject would be a header injection attempt; other controls have no place.
    .refine((v) => !/[\r\n]/.test(v) && !CONTROL.test(v), 'Subject contains an invalid character'),
  market: campaignMarket,
  intro: z
    .string({ error: 'Intro must be text' })
    .trim()
    .max(CAMPAIGN_INTRO_MAX, `Intro must be at most ${CAMPAIGN_INTRO_MAX} characters`)
    .refine((v) => !CONTROL.test(v), 'Intro contains an invalid character')
    .optional()
    .default(''),
  articleIds: z
    .array(z.uuid({ error: 'Each article id must be a UUID' }), { error: 'articleIds must be a list' })
    .min(1, 'Pick at least one article')
    .max(CAMPAIGN_ARTICLES_MAX, `A campaign has at most ${CAMPAIGN_ARTICLES_MAX} articles`)
    .refine((ids) => new Set(ids).size === ids.length, 'An article is listed twice'),
});
export type CampaignBody = z.infer<typeof campaignBody>;

export const campaignSendBody = z
  .strictObject({
    at: z.iso
      .datetime({ offset: true, error: 'at must be a date and time, such as 2026-12-01T08:00:00Z' })
      .optional(),
  })
  .refine((b) => b.at === undefined || Date.parse(b.at) > Date.now(), {
    path: ['at'],
    message: 'The send time must be in the future',
  });

export const campaignId = z.uuid({ error: 'Invalid campaign id' });

export const newArticlesQuery = z.object({ market: campaignMarket });
