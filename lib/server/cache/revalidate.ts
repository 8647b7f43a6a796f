import 'server-only';
import { revalidatePath, revalidateTag } from 'next/cache';
import { type AffectedContent, affectedContent, type ContentChange } from '@/lib/blog/affected-content';
import { afterContentWrite } from './single-flight';

/**
 * Expires exactly the pages and cached data a content change touches, without a restart
 * (docs/adr/0117). The article pages themselves expire at once (`expire: 0`): the editor who just
 * pressed Publish opens the article next and must not be served the old one. Everything that lists
 * it (indexes, feeds, sitemaps) is marked stale ('max'): readers keep getting the cached page while
 * one request per path renders it again, so a burst of saves never makes them wait. Returns what it
 * revalidated (for logs and tests).
 */
export function revalidateContent(change: ContentChange): AffectedContent {
  const affected = affectedContent(change);
  afterContentWrite();
  for (const tag of affected.tags) revalidateTag(tag, { expire: 0 });
  for (const path of affected.paths) revalidatePath(path);
  for (const tag of affected.staleTags) revalidateTag(tag, 'max');
  return affected;
}
