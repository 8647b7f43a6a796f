import 'server-only';
import { eq } from 'drizzle-orm';
import type { CampaignPreview } from '@/lib/admin/notifications';
import { getMarket } from '@/lib/markets';
import type { Db, DbOrTx } from '@/lib/server/db/client';
import { newsletterSubscribers } from '@/lib/server/db/schema';
import { sendMail, type MailMessage } from '@/lib/server/mail/mailer';
import {
  newsletterCampaignMessage,
  type NewsletterArticle,
} from '@/lib/server/mail/templates/newsletter-campaign';
import {
  drainMailQueue,
  registerMailQueueHooks,
  type DrainOptions,
  type DrainResult,
  type QueuedMail,
} from '@/lib/server/mail-queue';
import { markBounced } from './subscriptions';
import { newsletterArticles } from './campaign-articles';
import { finishCampaigns, findCampaign, queueDueCampaigns } from './campaigns';
import { unsubscribeUrls } from './tokens';

/*
 * How a campaign's mail is made and sent (docs/adr/0111): built when each queued row's turn comes,
 * for the subscriber as it is then (one who left since the queueing gets nothing).
 */

/** A test send's unsubscribe link: a well-formed token of a subscriber that cannot exist. */
const NOBODY = '00000000-0000-0000-0000-000000000000';
/** How long a drain reuses a campaign's articles (it sends many rows of one campaign in a row). */
const CONTENT_TTL_MS = 60_000;

type Content = {
  subject: string;
  intro: string;
  language: ReturnType<typeof getMarket>['language'];
  articles: NewsletterArticle[];
};
const contents = new Map<string, { at: number; content: Promise<Content> }>();

function campaignContent(db: DbOrTx, campaignId: string): Promise<Content> {
  const cached = contents.get(campaignId);
  if (cached && Date.now() - cached.at < CONTENT_TTL_MS) return cached.content;
  const content = (async () => {
    const campaign = await findCampaign(db, campaignId);
    return {
      subject: campaign.subject,
      intro: campaign.intro,
      language: getMarket(campaign.market).language,
      articles: await newsletterArticles(db, campaign),
    };
  })();
  content.catch(() => contents.delete(campaignId));
  contents.set(campaignId, { at: Date.now(), content });
  if (contents.size > 50) contents.delete(contents.keys().next().value!);
  return content;
}

/** The queue's compose hook for 'campaign' rows: null when the subscriber is no longer confirmed. */
async function composeCampaignMail(db: Db, row: QueuedMail): Promise<MailMessage | null> {
  if (!row.campaignId || !row.subscriberId) return null;
  const [subscriber] = await db
    .select({ email: newsletterSubscribers.email, status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, row.subscriberId));
  if (subscriber?.status !== 'confirmed') return null;
  const content = await campaignContent(db, row.campaignId);
  return newsletterCampaignMessage({
    to: subscriber.email,
    ...content,
    unsubscribe: await unsubscribeUrls(row.subscriberId),
  });
}

export const NEWSLETTER_MAIL_HOOKS = {
  compose: { campaign: composeCampaignMail },
  onBounce: async (db: Db, row: QueuedMail) => {
    if (row.subscriberId) await markBounced(db, row.subscriberId);
  },
};
registerMailQueueHooks(NEWSLETTER_MAIL_HOOKS);

/**
 * The mail-queue job: queues the scheduled campaigns that are due, sends what is due (every kind),
 * then marks the campaigns with nothing left to send as sent.
 */
export async function runMailQueue(
  db: Db,
  options: DrainOptions = {},
): Promise<DrainResult & { campaignsQueued: number; campaignsFinished: number }> {
  const now = options.now ?? (() => new Date());
  const campaignsQueued = await queueDueCampaigns(db, now());
  const result = await drainMailQueue(db, { ...options, hooks: options.hooks ?? NEWSLETTER_MAIL_HOOKS });
  return { ...result, campaignsQueued, campaignsFinished: await finishCampaigns(db, now()) };
}

/** The campaign as a subscriber of its market gets it (the unsubscribe link of nobody). */
export async function previewCampaign(db: Db, id: string): Promise<CampaignPreview> {
  const campaign = await findCampaign(db, id);
  const message = newsletterCampaignMessage({
    to: 'subscriber@example.com',
    subject: campaign.subject,
    intro: campaign.intro,
    language: getMarket(campaign.market).language,
    articles: await newsletterArticles(db, campaign),
    unsubscribe: await unsubscribeUrls(NOBODY),
  });
  return { subject: message.subject, html: message.html, text: message.text };
}

/**
 * "Send a test to me": the campaign now, to the signed-in account's own address, with the same
 * headers; its unsubscribe links name no subscriber, so following them harms nobody.
 */
export async function sendCampaignTest(db: Db, id: string, to: string): Promise<{ to: string }> {
  const campaign = await findCampaign(db, id);
  await sendMail(
    newsletterCampaignMessage({
      to,
      subject: `[Test] ${campaign.subject}`,
      intro: campaign.intro,
      language: getMarket(campaign.market).language,
      articles: await newsletterArticles(db, campaign),
      unsubscribe: await unsubscribeUrls(NOBODY),
      test: true,
    }),
  );
  return { to };
}
