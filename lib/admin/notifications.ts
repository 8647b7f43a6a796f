import type { MarketCode } from '@/lib/markets';
import type {
  CampaignStatus,
  NotificationDelivery,
  NotificationEvent,
  SubscriberStatus,
} from '@/lib/constants/notifications';

/**
 * The shapes of the notifications API (issue 39, docs/adr/0110), shared by the route handlers and
 * the portal's screens. Camel case, like the issue's own contract.
 */

/** One subscriber, as GET /api/admin/subscribers lists it. */
export interface SubscriberView {
  id: string;
  email: string;
  market: MarketCode;
  status: SubscriberStatus;
  confirmedAt: string | null;
  createdAt: string;
}

/** GET /api/admin/subscribers?market=&status=&search= */
export interface SubscribersResponse {
  subscribers: SubscriberView[];
  /** Subscribers per market and status, whatever the filters. */
  counts: { market: MarketCode; status: SubscriberStatus; count: number }[];
}

/** A campaign's recipients by where their message stands. */
export interface CampaignCounts {
  queued: number;
  sent: number;
  failed: number;
  bounced: number;
  /** Queued, then not sent: the subscriber had left by the time its turn came. */
  skipped: number;
}

/** One campaign, as GET /api/admin/campaigns/{id} and the list give it. */
export interface CampaignView {
  id: string;
  market: MarketCode;
  subject: string;
  intro: string;
  articleIds: string[];
  status: CampaignStatus;
  sendAt: string | null;
  queuedAt: string | null;
  finishedAt: string | null;
  createdAt: string;
  counts: CampaignCounts;
}

/** GET /api/admin/campaigns/{id}/preview: the mail as a subscriber of its market gets it. */
export interface CampaignPreview {
  subject: string;
  html: string;
  text: string;
}

/** GET/PUT /api/admin/account/notifications: one entry per event the account may choose. */
export interface NotificationPreference {
  event: NotificationEvent;
  delivery: NotificationDelivery;
  /** Set for events that cannot be turned off (a sign-in from a new device). */
  locked?: true;
}

/** GET /api/admin/campaigns (newest first), POST /api/admin/campaigns (201) and one campaign's routes. */
export interface CampaignsResponse {
  campaigns: CampaignView[];
}
export interface CampaignResponse {
  campaign: CampaignView;
}

/**
 * GET /api/admin/campaigns/articles?market=: what the composer offers. `new` marks the articles
 * published since the market's last sent campaign ("New since the last send").
 */
export interface CampaignArticlesResponse {
  articles: { id: string; title: string; publishedAt: string; new: boolean }[];
  lastSentAt: string | null;
  confirmedSubscribers: number;
}
