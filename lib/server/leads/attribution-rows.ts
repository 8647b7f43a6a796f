import 'server-only';
import { and, count, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { contactMessages, earlyAccessRequests, newsletterSubscribers } from '@/lib/server/db/schema';
import { addDays, dayStart } from '@/lib/analytics/days';

/** Leads of one UTC day that share an article and a UTM triple (issue 38's reports). */
export interface LeadAttributionRow {
  day: string;
  /** The article whose call to action the lead followed, or null. */
  articlePath: string | null;
  /** '' where the lead carried none, as the day tables key it. */
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  leads: number;
}

/**
 * Leads of the three forms made from `from` to `to` (UTC days, both included), grouped by day,
 * article and UTM triple; only those whose `source_market` is `market` when one is given. Newsletter
 * sign-ups count whatever their status: a sign-up is a lead even if it never confirmed.
 */
export async function leadAttributionRows(
  db: DbOrTx,
  from: string,
  to: string,
  market?: string,
): Promise<LeadAttributionRow[]> {
  const perTable = await Promise.all(
    [
      { t: earlyAccessRequests, at: earlyAccessRequests.createdAt },
      { t: contactMessages, at: contactMessages.createdAt },
      // An address that signs up again (pending again) carries that sign-up's source: counted on its day.
      { t: newsletterSubscribers, at: newsletterSubscribers.consentAt },
    ].map(({ t, at }) => {
      const day = sql<string>`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD')`;
      const source = sql<string>`coalesce(${t.utmSource}, '')`;
      const medium = sql<string>`coalesce(${t.utmMedium}, '')`;
      const campaign = sql<string>`coalesce(${t.utmCampaign}, '')`;
      const where: (SQL | undefined)[] = [
        gte(at, dayStart(from)),
        lt(at, dayStart(addDays(to, 1))),
        market ? eq(t.sourceMarket, market) : undefined,
      ];
      return db
        .select({
          day,
          articlePath: t.articlePath,
          utmSource: source,
          utmMedium: medium,
          utmCampaign: campaign,
          leads: count(),
        })
        .from(t)
        .where(and(...where))
        .groupBy(day, t.articlePath, source, medium, campaign);
    }),
  );
  return perTable.flat().map((r) => ({ ...r, leads: Number(r.leads) }));
}
