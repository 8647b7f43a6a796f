import 'server-only';
import { and, count, desc, eq, inArray, lte, notInArray, sql } from 'drizzle-orm';
import type { CampaignCounts, CampaignView } from '@/lib/admin/notifications';
import type { MarketCode } from '@/lib/markets';
import type { Db, DbOrTx } from '@/lib/server/db/client';
import { mailQueue, newsletterCampaigns, newsletterSubscribers } from '@/lib/server/db/schema';
import { ConflictError, InvalidError, NotFoundError } from '@/lib/server/errors';
import { countCampaignMail } from '@/lib/server/mail-queue';
import type { CampaignBody } from '@/lib/validations/campaigns';
import { listPickableArticles, unpublishableArticleIds, type PickableArticle } from './campaign-articles';

/*
 * Newsletter campaigns (issue 39, docs/adr/0111): written as a draft, then sent now (one mail_queue
 * row per confirmed subscriber of the market, queued in one INSERT … SELECT) or scheduled (the
 * mail-queue job queues it when due). The mail itself is built when each row is sent.
 */

type CampaignRow = typeof newsletterCampaigns.$inferSelect;

const EMPTY_COUNTS: CampaignCounts = { queued: 0, sent: 0, failed: 0, bounced: 0, skipped: 0 };

async function toViews(db: DbOrTx, rows: CampaignRow[]): Promise<CampaignView[]> {
  const counts = await countCampaignMail(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const c = counts.get(r.id) ?? {};
    return {
      id: r.id,
      market: r.market,
      subject: r.subject,
      intro: r.intro,
      articleIds: r.articleIds,
      status: r.status,
      sendAt: r.sendAt?.toISOString() ?? null,
      queuedAt: r.queuedAt?.toISOString() ?? null,
      finishedAt: r.finishedAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
      counts: {
        ...EMPTY_COUNTS,
        // Waiting or in a worker's hands: both are still to be sent.
        queued: (c.queued ?? 0) + (c.sending ?? 0),
        sent: c.sent ?? 0,
        failed: c.failed ?? 0,
        bounced: c.bounced ?? 0,
        skipped: c.skipped ?? 0,
      },
    };
  });
}

export async function findCampaign(db: DbOrTx, id: string): Promise<CampaignRow> {
  const [row] = await db.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, id));
  if (!row) throw new NotFoundError('Campaign not found');
  return row;
}

export async function createCampaign(
  db: Db,
  adminId: string | null,
  body: CampaignBody,
): Promise<CampaignView> {
  const refused = await unpublishableArticleIds(db, body.market, body.articleIds);
  if (refused.length > 0) {
    throw new InvalidError(
      `Every article must be published in the campaign's market (${body.market}): ${refused.length === 1 ? 'one is' : `${refused.length} are`} not`,
      { articleIds: refused },
    );
  }
  const [row] = await db
    .insert(newsletterCampaigns)
    .values({ ...body, status: 'draft', createdBy: adminId })
    .returning();
  if (!row) throw new Error('newsletter_campaigns insert returned no row');
  return (await toViews(db, [row]))[0]!;
}

export async function listCampaigns(db: DbOrTx, limit = 100): Promise<CampaignView[]> {
  const rows = await db
    .select()
    .from(newsletterCampaigns)
    .orderBy(desc(newsletterCampaigns.createdAt))
    .limit(limit);
  return toViews(db, rows);
}

export async function getCampaign(db: DbOrTx, id: string): Promise<CampaignView> {
  return (await toViews(db, [await findCampaign(db, id)]))[0]!;
}

/**
 * Queues one row per confirmed subscriber of the campaign's market. ON CONFLICT DO NOTHING on
 * (campaign, subscriber): whatever runs this twice queues nobody twice.
 */
async function queueRecipients(tx: DbOrTx, campaign: CampaignRow, now: Date): Promise<void> {
  const s = newsletterSubscribers;
  await tx.execute(sql`
    insert into ${mailQueue} (kind, campaign_id, subscriber_id, recipient, next_attempt_at)
    select 'campaign', ${campaign.id}::uuid, ${s.id}, ${s.email}, ${now.toISOString()}::timestamptz
    from ${s}
    where ${s.market} = ${campaign.market} and ${s.status} = 'confirmed'
    on conflict (campaign_id, subscriber_id) do nothing`);
}

/**
 * Sends a draft or scheduled campaign now, or schedules it for `at`. The status change is one
 * conditional UPDATE, so of two sends at once one wins and the other gets a 409; a campaign already
 * sending or sent cannot be sent again.
 */
export async function sendCampaign(
  db: Db,
  id: string,
  at: Date | null,
  now = new Date(),
): Promise<{ campaign: CampaignView; queued: boolean }> {
  await findCampaign(db, id);
  const queued = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(newsletterCampaigns)
      .set(
        at
          ? { status: 'scheduled', sendAt: at, updatedAt: now }
          : { status: 'sending', sendAt: null, queuedAt: now, updatedAt: now },
      )
      .where(and(eq(newsletterCampaigns.id, id), inArray(newsletterCampaigns.status, ['draft', 'scheduled'])))
      .returning();
    if (!row) throw new ConflictError('This campaign has already been sent');
    if (!at) await queueRecipients(tx, row, now);
    return !at;
  });
  return { campaign: await getCampaign(db, id), queued };
}

/** Scheduled campaigns whose time has come: queued now (the mail-queue job, before it drains). */
export async function queueDueCampaigns(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .update(newsletterCampaigns)
      .set({ status: 'sending', queuedAt: now, updatedAt: now })
      .where(and(eq(newsletterCampaigns.status, 'scheduled'), lte(newsletterCampaigns.sendAt, now)))
      .returning();
    for (const row of due) await queueRecipients(tx, row, now);
    return due.length;
  });
}

/** Campaigns whose every row is settled (sent, failed, bounced, skipped) become 'sent'. */
export async function finishCampaigns(db: DbOrTx, now = new Date()): Promise<number> {
  const open = db
    .select({ id: mailQueue.campaignId })
    .from(mailQueue)
    .where(
      and(eq(mailQueue.campaignId, newsletterCampaigns.id), inArray(mailQueue.status, ['queued', 'sending'])),
    );
  const done = await db
    .update(newsletterCampaigns)
    .set({ status: 'sent', finishedAt: now, updatedAt: now })
    .where(and(eq(newsletterCampaigns.status, 'sending'), sql`not exists (${open})`))
    .returning({ id: newsletterCampaigns.id });
  return done.length;
}

/** Confirmed subscribers of a market: who a send now would queue. */
async function countConfirmed(db: DbOrTx, market: MarketCode): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.market, market), eq(newsletterSubscribers.status, 'confirmed')));
  return row?.n ?? 0;
}

export interface CampaignArticleChoice {
  articles: (PickableArticle & { new: boolean })[];
  /** When the market's last campaign started sending; articles published after it are `new`. */
  lastSentAt: string | null;
  confirmedSubscribers: number;
}

/** What the composer offers for a market: its published articles, which are new since the last send. */
export async function campaignArticleChoice(db: DbOrTx, market: MarketCode): Promise<CampaignArticleChoice> {
  const [last] = await db
    .select({ queuedAt: newsletterCampaigns.queuedAt })
    .from(newsletterCampaigns)
    .where(
      and(
        eq(newsletterCampaigns.market, market),
        notInArray(newsletterCampaigns.status, ['draft', 'scheduled']),
      ),
    )
    .orderBy(desc(newsletterCampaigns.queuedAt))
    .limit(1);
  const since = last?.queuedAt ?? null;
  const articles = await listPickableArticles(db, market, null);
  return {
    articles: articles.map((a) => ({
      ...a,
      new: since === null || Date.parse(a.publishedAt) > since.getTime(),
    })),
    lastSentAt: since?.toISOString() ?? null,
    confirmedSubscribers: await countConfirmed(db, market),
  };
}
