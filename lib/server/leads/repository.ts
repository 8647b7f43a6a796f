import 'server-only';
import { count, desc, gte, ilike, or, type SQL } from 'drizzle-orm';
import type { PublicFormKind } from '@/lib/constants/forms';
import type { DbOrTx } from '@/lib/server/db/client';
import { contactMessages, earlyAccessRequests, newsletterSubscriptions } from '@/lib/server/db/schema';
import { likeContains } from '@/lib/server/db/like-pattern';

/** One lead as the admin inbox shows it, whichever form it came from. */
export interface Lead {
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
  limit: number;
  offset: number;
}

/** Newest first; `search` matches name, email or message anywhere (lead tables are small). */
export async function listLeads(
  db: DbOrTx,
  type: PublicFormKind,
  q: LeadPageQuery,
): Promise<{ leads: Lead[]; total: number }> {
  if (type === 'newsletter') {
    const t = newsletterSubscriptions;
    const where = q.search ? ilike(t.email, likeContains(q.search)) : undefined;
    const [rows, totals] = await Promise.all([
      db.select().from(t).where(where).orderBy(desc(t.createdAt), desc(t.id)).limit(q.limit).offset(q.offset),
      db.select({ n: count() }).from(t).where(where),
    ]);
    return {
      leads: rows.map((r) => ({
        id: r.id,
        type,
        createdAt: r.createdAt,
        firstName: null,
        lastName: null,
        email: r.email,
        message: null,
      })),
      total: Number(totals[0]?.n ?? 0),
    };
  }
  const t = type === 'contact' ? contactMessages : earlyAccessRequests;
  let where: SQL | undefined;
  if (q.search) {
    const p = likeContains(q.search);
    where = or(ilike(t.firstName, p), ilike(t.lastName, p), ilike(t.email, p), ilike(t.message, p));
  }
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: t.id,
        createdAt: t.createdAt,
        firstName: t.firstName,
        lastName: t.lastName,
        email: t.email,
        message: t.message,
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

/** Leads of each type that arrived since `since` (the dashboard's 'new this week'). */
export async function countLeadsSince(db: DbOrTx, since: Date): Promise<Record<PublicFormKind, number>> {
  const [early, contact, newsletter] = await Promise.all(
    [earlyAccessRequests, contactMessages, newsletterSubscriptions].map((t) =>
      db.select({ n: count() }).from(t).where(gte(t.createdAt, since)),
    ),
  );
  return {
    'early-access': Number(early?.[0]?.n ?? 0),
    contact: Number(contact?.[0]?.n ?? 0),
    newsletter: Number(newsletter?.[0]?.n ?? 0),
  };
}
