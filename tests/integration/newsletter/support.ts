import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import * as subscribeRoute from '@/app/api/public/newsletter/route';
import * as unsubscribeRoute from '@/app/api/public/newsletter/unsubscribe/route';
import { NEWSLETTER_CONSENT, type SubscriberStatus } from '@/lib/constants/notifications';
import { getMarket, type MarketCode } from '@/lib/markets';
import type { Db } from '@/lib/server/db/client';
import { blogArticles, mailQueue, newsletterSubscribers } from '@/lib/server/db/schema';
import { jsonRequest } from '@/tests/helpers/http';

let nextAddress = 10;

/** POST /api/public/newsletter from a client address of its own (the per-address limit is not under test). */
export function subscribe(body: Record<string, unknown>): Promise<Response> {
  nextAddress += 1;
  return subscribeRoute.POST(
    jsonRequest('/api/public/newsletter', {
      method: 'POST',
      body,
      headers: { 'x-forwarded-for': `198.51.100.${nextAddress % 250}`, 'user-agent': 'jest' },
    }),
    {},
  );
}

/** A one-click unsubscribe as a mail client sends it (RFC 8058), urlencoded or multipart. */
export function oneClick(token: string | null, as: 'urlencoded' | 'multipart' | 'empty'): Promise<Response> {
  const url = new URL('http://localhost:3000/api/public/newsletter/unsubscribe');
  if (token !== null) url.searchParams.set('token', token);
  let body: BodyInit | undefined;
  if (as === 'urlencoded') body = new URLSearchParams({ 'List-Unsubscribe': 'One-Click' });
  if (as === 'multipart') {
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    body = form;
  }
  return unsubscribeRoute.POST(new Request(url, { method: 'POST', body }), {});
}

/**
 * Every text-like column of every table in the public schema that holds `needle` (case-insensitive):
 * `table.column` names. The proof that an erase leaves the address nowhere.
 */
export async function tablesHolding(db: Db, needle: string): Promise<string[]> {
  const result = await db.execute<{ table_name: string; column_name: string }>(sql`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      and c.data_type in ('text', 'character varying', 'jsonb', 'json', 'character')`);
  const columns = Array.isArray(result)
    ? (result as { table_name: string; column_name: string }[])
    : (result as { rows: { table_name: string; column_name: string }[] }).rows;
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    const hits = await db.execute(
      sql`select 1 from ${sql.identifier(table_name)} where ${sql.identifier(column_name)}::text ilike ${`%${needle}%`} limit 1`,
    );
    const rows = Array.isArray(hits) ? hits : (hits as { rows: unknown[] }).rows;
    if (rows.length > 0) found.push(`${table_name}.${column_name}`);
  }
  return found;
}

/** Subscribers written straight into their table (the subscription flow is another part of issue 39). */
export async function seedSubscribers(
  db: Db,
  input: { market: MarketCode; status: SubscriberStatus; count: number; prefix: string },
): Promise<{ id: string; email: string }[]> {
  const language = getMarket(input.market).language;
  const now = new Date();
  const rows = Array.from({ length: input.count }, (_, i) => ({
    email: `${input.prefix}-${i}@subscribers.example`,
    market: input.market,
    language,
    status: input.status,
    consentVersion: NEWSLETTER_CONSENT.version,
    consentText: NEWSLETTER_CONSENT.text[language],
    consentAt: now,
    confirmedAt: input.status === 'confirmed' ? now : null,
  }));
  const out: { id: string; email: string }[] = [];
  for (let i = 0; i < rows.length; i += 1000) {
    out.push(
      ...(await db
        .insert(newsletterSubscribers)
        .values(rows.slice(i, i + 1000))
        .returning({ id: newsletterSubscribers.id, email: newsletterSubscribers.email })),
    );
  }
  return out;
}

/** A published (by default) article of `market`, with the public fields a newsletter shows. */
export async function seedArticle(
  db: Db,
  input: {
    market: MarketCode;
    title: string;
    status?: 'draft' | 'published';
    summary?: string;
    publishedAt?: Date;
    image?: string;
  },
): Promise<string> {
  const [row] = await db
    .insert(blogArticles)
    .values({
      title: input.title,
      slug: `${input.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${randomUUID().slice(0, 8)}`,
      summary: input.summary ?? `Summary of ${input.title}`,
      content: '<p>Body</p>',
      market: input.market,
      language: getMarket(input.market).language,
      status: input.status ?? 'published',
      publishedAt: input.status === 'draft' ? null : (input.publishedAt ?? new Date(Date.now() - 60_000)),
      featuredImageUrl: input.image ?? null,
    })
    .returning({ id: blogArticles.id });
  return row!.id;
}

export async function queueRowsOf(db: Db, campaignId: string) {
  return db.select().from(mailQueue).where(eq(mailQueue.campaignId, campaignId));
}
