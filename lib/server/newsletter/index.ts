import 'server-only';
import type { AdminSession } from '@/lib/server/auth';
import { AUDIT_ACTIONS, recordAudit } from '@/lib/server/audit';
import { withDb, type Db } from '@/lib/server/db/client';
import { kickMailQueue } from '@/lib/server/mail-queue';
import type { CampaignBody } from '@/lib/validations/campaigns';
import * as admin from './admin';
import * as campaigns from './campaigns';
import * as delivery from './campaign-delivery';
import * as subscriptions from './subscriptions';

/* Newsletter: subscriptions per market with double opt-in, unsubscribe, suppression and erase (docs/adr/0110). */

export const subscribeToNewsletter = withDb(subscriptions.subscribe);
export const inspectConfirmLink = withDb(subscriptions.inspectConfirmLink);
export const confirmSubscription = withDb(subscriptions.confirmSubscription);
export const unsubscribeFromNewsletter = withDb(subscriptions.unsubscribe);
export const inspectUnsubscribeLink = withDb(subscriptions.inspectUnsubscribeLink);
/** For the mail queue, inside its own transaction: markBounced(db, subscriberId). */
export { markBounced, purgeUnconfirmed } from './subscriptions';

export const listSubscriberPage = withDb(admin.listSubscriberPage);
export const exportSubscribersCsv = withDb(admin.exportSubscribersCsv);
export const eraseSubscriber = withDb(admin.eraseSubscriber);

export { emailHash, unsubscribeToken, unsubscribeUrls } from './tokens';

// Newsletter campaigns and their sending (issue 39 section 2, docs/adr/0111).
export {
  createCampaign as createCampaignRow,
  queueDueCampaigns,
  sendCampaign as queueOrScheduleCampaign,
} from './campaigns';
export { NEWSLETTER_MAIL_HOOKS, runMailQueue } from './campaign-delivery';

export const listCampaigns = withDb((db: Db) => campaigns.listCampaigns(db));
export const getCampaign = withDb(campaigns.getCampaign);
export const campaignArticleChoice = withDb(campaigns.campaignArticleChoice);
export const previewCampaign = withDb(delivery.previewCampaign);

export const createCampaign = withDb(async (db: Db, session: AdminSession, body: CampaignBody) => {
  const campaign = await campaigns.createCampaign(db, session.user.id, body);
  await recordAudit(db, {
    action: AUDIT_ACTIONS.campaignCreated,
    adminId: session.user.id,
    detail: { campaignId: campaign.id, market: campaign.market, subject: campaign.subject },
  });
  return campaign;
});

export const sendCampaignTest = withDb((db: Db, session: AdminSession, id: string) =>
  delivery.sendCampaignTest(db, id, session.user.email),
);

/** Sends now (queues its recipients, then kicks a drain after the response) or schedules for `at`. */
export const sendCampaign = withDb(
  async (db: Db, session: AdminSession, id: string, at: string | undefined) => {
    const { campaign, queued } = await campaigns.sendCampaign(db, id, at ? new Date(at) : null);
    await recordAudit(db, {
      action: queued ? AUDIT_ACTIONS.campaignSent : AUDIT_ACTIONS.campaignScheduled,
      adminId: session.user.id,
      detail: { campaignId: id, market: campaign.market, recipients: campaign.counts.queued, at: at ?? null },
    });
    if (queued) kickMailQueue((kicked) => delivery.runMailQueue(kicked));
    return campaign;
  },
);
