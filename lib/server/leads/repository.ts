import 'server-only';
import { and, asc, count, desc, gte, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { LEAD_SOURCE_OPTIONS_MAX } from '@/lib/constants/portal';
import type { PublicFormKind } from '@/lib/constants/forms';
import type { DbOrTx } from '@/lib/server/db/client';
import { contactMessages, earlyAccessRequests, newsletterSubscribers } from '@/lib/server/db/schema';
import { likeContains } from '@/lib/server/db/like-pattern';

/**
 * Where a lead came from, as the inbox shows it (issue 38): the attribution columns written with the
 * lead (lib/server/leads/attribution.ts), null when unknown (a lead from before issue 38, or one whose
 * attribution failed). The service names each one for the API and the CSV.
 */
export const LEAD_SOURCE_KEYS = [
  'source',
  'articlePath',
  'landingPage',
  'referrerHost',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'sourcePage',
] as const;
export type LeadSourceKey = (typeof LEAD_SOURCE_KEYS)[number];

/** One lead as the admin inbox shows it, whichever form it came from. */
export interface Lead extends Record<LeadSourceKey, string | null> {
  id: string;
  type: PublicFormKind;
  createdAt: Date;
  firstName: string | null;
  lastName: string | null;
  email: string;
  message: string | null;
}

export interface LeadPageQuery {
  search?: string;
  /** Exact source, any case ('Direct' for the leads that came with no referrer and no UTM source). */
  source?: string;
  limit: number;
  offset: number;
}

type LeadTable = typeof contactMessages | typeof earlyAccessRequests | typeof newsletterSubscribers;

const tableOf = (type: PublicFormKind): LeadTable =>
  type === 'newsletter' ? newsletterSubscribers : type === 'contact' ? contactMessages : earlyAccessRequests;

function sourceColumns(t: LeadTable) {
  return {
    source: t.source,
    articlePath: t.articlePath,
    landingPage: t.landingPage,
    referrerHost: t.referrerHost,
    utmSource: t.utmSource,
    utmMedium: t.utmMedium,
    utmCampaign: t.utmCampaign,
    sourcePage: t.sourcePage,
  } satisfies Record<LeadSourceKey, unknown>;
}

const sameSource = (t: LeadTable, source: string) => sql`lower(${t.source}) = ${source.toLowerCase()}`;

/** Newest first; `search` matches name, email or message anywhere (lead tables are small). */
export async function listLeads(
  db: DbOrTx,
  type: PublicFormKind,
  q: LeadPageQuery,
): Promise<{ leads: Lead[]; total: number }> {
  const bySource = (t: LeadTable) => (q.source ? sameSource(t, q.source) : undefined);
  if (type === 'newsletter') {
    // Every sign-up of the newsletter box, whatever its state (docs/adr/0110).
    const t = newsletterSubscribers;
    const where = and(q.search ? ilike(t.email, likeContains(q.search)) : undefined, bySource(t));
    const [rows, totals] = await Promise.all([
      db
        .select({ id: t.id, createdAt: t.createdAt, email: t.email, ...sourceColumns(t) })
        .from(t)
        .where(where)
        .orderBy(desc(t.createdAt), desc(t.id))
        .limit(q.limit)
        .offset(q.offset),
      db.select({ n: count() }).from(t).where(where),
    ]);
    return {
      leads: rows.map((r) => ({ ...r, type, firstName: null, lastName: null, message: null })),
      total: Number(totals[0]?.n ?? 0),
    };
  }
  const t = type === 'contact' ? contactMessages : earlyAccessRequests;
  let search: SQL | undefined;
  if (q.search) {
    const p = likeContains(q.search);
    search = or(ilike(t.firstName, p), ilike(t.lastName, p), ilike(t.email, p), ilike(t.message, p));
  }
  const where = and(search, bySource(t));
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: t.id,
        createdAt: t.createdAt,
        firstName: t.firstName,
        lastName: t.lastName,
        email: t.email,
        message: t.message,
        ...sourceColumns(t),
      })
      .from(t)
      .where(where)
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(t).where(where),
  ]);
  return { leads: rows.map((r) => ({ ...r, type })), total: Number(totals[0]?.n ?? 0) };
}

/**
 * The sources the leads of a type came from, for the inbox's Source menu: one spelling per source
 * whatever its case (the filter ignores case too), the LEAD_SOURCE_OPTIONS_MAX most frequent, A to Z.
 */
export async function listLeadSources(db: DbOrTx, type: PublicFormKind): Promise<string[]> {
  const t = tableOf(type);
  const rows = await db
    .select({ source: sql<string>`min(${t.source})` })
    .from(t)
    .where(isNotNull(t.source))
    .groupBy(sql`lower(${t.source})`)
    .orderBy(desc(count()), asc(sql`lower(${t.source})`))
    .limit(LEAD_SOURCE_OPTIONS_MAX);
  return rows.map((r) => r.source).sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
}

/** Leads of each type that arrived since `since` (the dashboard's 'new this week'). */
export async function countLeadsSince(db: DbOrTx, since: Date): Promise<Record<PublicFormKind, number>> {
  const [early, contact, newsletter] = await Promise.all(
    [earlyAccessRequests, contactMessages, newsletterSubscribers].map((t) =>
      db.select({ n: count() }).from(t).where(gte(t.createdAt, since)),
    ),
  );
  return {
    'early-access': Number(early?.[0]?.n ?? 0),
    contact: Number(contact?.[0]?.n ?? 0),
    newsletter: Number(newsletter?.[0]?.n ?? 0),
  };
}
