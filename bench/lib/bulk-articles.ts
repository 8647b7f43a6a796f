/**
 * Many articles at once, as a large publisher's blog would hold them: 90 % published over the four
 * markets and eight categories, three years of publication dates, bodies of about 5 KB. One
 * INSERT … SELECT from generate_series (never a row at a time), then VACUUM ANALYZE, where autovacuum
 * would be after a bulk load. Shared by the content-scale bench and the PostgreSQL integration tests.
 *
 * Words the searches look for: every other title holds "contract" (a common word), one in 1,000
 * "zebra" (a rare one); "zeb" is the 3-letter fragment.
 */
import type { Sql } from 'postgres';

export const BULK_CATEGORIES = [
  'practice-management',
  'legal-tech',
  'billing',
  'compliance',
  'litigation',
  'estate-planning',
  'immigration',
  'family-law',
] as const;

/** Articles per market that are published (and public) out of `rows`: every 10th is a draft. */
export function bulkPublishedCount(rows: number): number {
  return rows - Math.floor(rows / 10);
}

/** Inserts the categories (if missing) and `rows` articles numbered from `from` (default 1). */
export async function insertBulkArticles(sql: Sql, rows: number, from = 1): Promise<void> {
  for (const slug of BULK_CATEGORIES) {
    await sql`
      insert into blog_categories (name, slug)
      values (${slug.replace(/-/g, ' ')}, ${slug})
      on conflict (slug) do nothing`;
  }
  await sql`
    with cats as (select array_agg(id order by slug) as ids from blog_categories where slug in ${sql([...BULK_CATEGORIES])}),
    g as (select g from generate_series(${from}::int, ${from + rows - 1}::int) as g)
    insert into blog_articles (title, slug, summary, content, status, market, language, category_id,
                               published_at, created_at, updated_at, read_time_minutes)
    select
      'Article ' || g || case when g % 2 = 0 then ' on contract review' else ' on billing' end
        || case when g % 1000 = 7 then ' and zebra crossings' else '' end,
      'article-' || g,
      'Summary of article ' || g || ' for readers of the blog.',
      '<p>' || repeat('Body text of the article, long enough to weigh what a real one does. ', 70) || '</p>',
      case when g % 10 = 0 then 'draft' else 'published' end,
      (array['global', 'usa', 'be-fr', 'be-nl'])[g % 4 + 1],
      (array['en', 'en', 'fr', 'nl'])[g % 4 + 1],
      cats.ids[(g / 4) % 8 + 1],
      case when g % 10 = 0 then null
           else now() - interval '1 hour' - (g % 1095) * interval '1 day' - (g % 1440) * interval '1 minute' end,
      now() - (g % 1095) * interval '1 day' - interval '2 hours',
      now() - (g % 1095) * interval '1 day' - (g % 1440) * interval '1 minute' - interval '30 minutes',
      5
    from g, cats`;
  await sql`vacuum analyze blog_articles`;
  await sql`vacuum analyze blog_categories`;
}
