import 'server-only';
import type { Db } from '@/lib/server/db/client';
import { listArticlesDueBetween } from '@/lib/server/articles';
import { revalidateRows } from './article-save';

/** How far back the first run looks (no earlier run to start from): an hour of due articles. */
const FIRST_RUN_LOOKBACK_MS = 60 * 60 * 1000;

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
  return { articles: due.length };
}
