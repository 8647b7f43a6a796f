import 'server-only';
import type { Db } from '@/lib/server/db/client';
import { listArticlesDueBetween, type ArticleRow } from '@/lib/server/articles';
import { notifyTeam } from '@/lib/server/notifications';
import { revalidateRows } from './article-save';

/** How far back the first run looks (no earlier run to start from): an hour of due articles. */
const FIRST_RUN_LOOKBACK_MS = 60 * 60 * 1000;

/**
 * Saved while its publication time was still to come: a scheduled article, not one published on the
 * spot (which this job also sees, its time being within the run's window). Its author hears it went live.
 */
const wasScheduled = (row: ArticleRow) =>
  row.publishedAt !== null && row.publishedAt.getTime() - row.updatedAt.getTime() > 1000;

/**
 * Scheduled articles whose time came since the last run (`since`, the last successful run's start)
 * get their pages and data revalidated, as a save would: the first visitor after the due time sees
 * the article instead of triggering the regeneration (docs/adr/0082, 0107). The public reads already
 * hide an article until its time; this only makes the caches follow without waiting for a read.
 */
export async function revalidateDueArticles(
  db: Db,
  since: Date | null,
  now: Date,
): Promise<{ articles: number }> {
  const after = since ?? new Date(now.getTime() - FIRST_RUN_LOOKBACK_MS);
  const due = await listArticlesDueBetween(db, after, now);
  if (due.length > 0) await revalidateRows(db, due);
  for (const row of due.filter(wasScheduled)) {
    notifyTeam(
      db,
      { event: 'scheduled-live', article: row.title, articleId: row.id, market: row.market },
      { to: [row.authorId] },
    );
  }
  return { articles: due.length };
}
