import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import {
  NEWSLETTER_CONFIRM_TTL_MS,
  NEWSLETTER_CONSENT,
  NEWSLETTER_UNCONFIRMED_KEEP_MS,
} from '@/lib/constants/notifications';
import { getMarket, type MarketCode } from '@/lib/markets';
import type { Db, DbOrTx } from '@/lib/server/db/client';
import { admitPublicForm, attributeLead, type Submitter } from '@/lib/server/leads';
import { notifyTeam } from '@/lib/server/notifications';
import type { NewsletterBody } from '@/lib/validations/public-forms';
import { sendConfirmation } from './confirmation';
import * as repo from './repository';
import { verifyUnsubscribeToken } from './tokens';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * POST /api/public/newsletter (docs/adr/0110). Double opt-in: the address gets a pending row with the
 * consent it was shown (version and text in the market's language, no machine address) and a link to
 * confirm. The caller answers the same whatever happened here: new, pending, unsubscribed, bounced
 * or suppressed addresses get a new link; a confirmed one gets nothing (it is subscribed already, and
 * a mail would only tell a stranger who typed it that it is).
 */
export async function subscribe(db: Db, body: NewsletterBody, submitter: Submitter): Promise<void> {
  if (!(await admitPublicForm(db, 'newsletter', body.website, body.email, submitter))) return;
  // Resolved for every address alike (the same reads, whatever its state), and written only to a new row
  // or one made pending again: a confirmed subscriber keeps the source of its first sign-up.
  const attribution = await attributeLead(db, submitter, body.attribution);
  const { language } = getMarket(body.market);
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const subscriberId = await repo.upsertPending(db, {
    email: body.email,
    market: body.market,
    language,
    confirmTokenHash: hashToken(token),
    confirmExpiresAt: new Date(now.getTime() + NEWSLETTER_CONFIRM_TTL_MS),
    consentVersion: NEWSLETTER_CONSENT.version,
    consentText: NEWSLETTER_CONSENT.text[language],
    consentAt: now,
    ...attribution,
  });
  if (!subscriberId) return;
  sendConfirmation(db, { to: body.email, language, token, subscriberId });
  notifyTeam(db, { event: 'lead-newsletter' });
}

/** What a confirmation link stands for, for its page: valid, expired (with its market) or unknown. */
export type ConfirmLink = { state: 'valid' | 'expired'; market: MarketCode } | { state: 'unknown' };

export async function inspectConfirmLink(db: DbOrTx, token: string): Promise<ConfirmLink> {
  const row = await repo.findByConfirmHash(db, hashToken(token));
  if (!row) return { state: 'unknown' };
  const expired = !row.confirmExpiresAt || row.confirmExpiresAt.getTime() <= Date.now();
  return { state: expired ? 'expired' : 'valid', market: row.market };
}

/**
 * Confirms the subscription a link names: confirmed, the link spent, and the address's suppression
 * for the market (and a bounce's) lifted. Returns the link's state before (an expired or unknown link
 * changes nothing).
 */
export async function confirmSubscription(db: Db, token: string): Promise<ConfirmLink> {
  return db.transaction(async (tx) => {
    const row = await repo.confirmByHash(tx, hashToken(token), new Date());
    if (!row) return inspectConfirmLink(tx, token);
    await repo.liftSuppressions(tx, row.email, row.market);
    return { state: 'valid', market: row.market };
  });
}

/** An unsubscribe token's outcome: done (idempotent; also for an erased address) or a bad token. */
export type UnsubscribeOutcome = { done: true; market: MarketCode | null } | { done: false };

async function leave(db: DbOrTx, id: string, now: Date): Promise<MarketCode | null> {
  const row = await repo.lockSubscriber(db, id);
  if (!row) return null; // Erased: nothing left to mail, the suppression stays.
  if (row.status !== 'unsubscribed') await repo.setStatus(db, id, 'unsubscribed', now);
  await repo.suppress(db, row.email, row.market, 'unsubscribed');
  await repo.cancelQueuedMail(db, [id], 'unsubscribed');
  return row.market;
}

/**
 * One-click unsubscribe (RFC 8058) and the visible link's page: the subscriber is unsubscribed, the
 * address suppressed for the market, its queued mail cancelled. Idempotent.
 */
export async function unsubscribe(db: Db, token: string): Promise<UnsubscribeOutcome> {
  const id = await verifyUnsubscribeToken(token);
  if (!id) return { done: false };
  const market = await db.transaction((tx) => leave(tx, id, new Date()));
  return { done: true, market };
}

/** What the unsubscribe page shows before the click: the market (its language) and whether it is done. */
export async function inspectUnsubscribeLink(
  db: Db,
  token: string,
): Promise<{ valid: false } | { valid: true; market: MarketCode | null; unsubscribed: boolean }> {
  const id = await verifyUnsubscribeToken(token);
  if (!id) return { valid: false };
  const row = await repo.findSubscriber(db, id);
  return { valid: true, market: row?.market ?? null, unsubscribed: !row || row.status === 'unsubscribed' };
}

/**
 * A permanent delivery failure (the mail queue calls this on a 5xx): the subscriber is bounced and the
 * address suppressed everywhere ('*') until it confirms a subscription again.
 */
export async function markBounced(db: DbOrTx, subscriberId: string): Promise<void> {
  const row = await repo.findSubscriber(db, subscriberId);
  if (!row) return;
  await repo.setStatus(db, subscriberId, 'bounced', new Date());
  await repo.suppress(db, row.email, '*', 'bounced');
}

/**
 * The `newsletter-unconfirmed` job: sign-ups whose link expired over NEWSLETTER_UNCONFIRMED_KEEP_MS ago
 * are deleted (an address nobody confirmed is not kept). The old sign-ups of migration 0023 have no link
 * and stay; a suppression of the address stays too.
 */
export async function purgeUnconfirmed(db: DbOrTx, now: Date): Promise<{ deleted: number }> {
  return {
    deleted: await repo.deleteUnconfirmedBefore(db, new Date(now.getTime() - NEWSLETTER_UNCONFIRMED_KEEP_MS)),
  };
}
