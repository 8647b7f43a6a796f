import 'server-only';
import { revalidatePath, revalidateTag } from 'next/cache';
import { affectedContent, type ContentChange } from '@/lib/blog/affected-content';
import { afterContentWrite } from './single-flight';

/**
 * Expires exactly the pages and cached data a content change touches, so the next request renders
 * fresh content without a restart. `expire: 0` because an editor who just pressed Publish must not
 * be served the stale page. Returns what it revalidated (for logs and tests).
 */
export function revalidateContent(change: ContentChange): { paths: string[]; tags: string[] } {
  const affected = affectedContent(change);
  afterContentWrite();
  for (const tag of affected.tags) revalidateTag(tag, { expire: 0 });
  for (const path of affected.paths) revalidatePath(path);
  return affected;
}
