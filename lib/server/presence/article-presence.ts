import 'server-only';
import { and, eq, gte, lt, ne, or } from 'drizzle-orm';
import { PRESENCE_TTL_MS } from '@/lib/constants/portal';
import type { PresentEditor } from '@/lib/admin/presence';
import { ARTICLE_MESSAGES, findArticleById } from '@/lib/server/articles';
import type { Db } from '@/lib/server/db/client';
import { articlePresence, websiteAdmins } from '@/lib/server/db/schema';
import { NotFoundError } from '@/lib/server/errors';

/*
 * Who else has an article open (issue 33 point 3, docs/adr/0090). Each editor tab sends a heartbeat;
 * the row it keeps is what the other tabs, on any instance, read back. A tab that stops (closed,
 * crashed, offline) drops out once its row is older than PRESENCE_TTL_MS.
 */

export interface PresenceTab {
  articleId: string;
  adminId: string;
  tabId: string;
}

/**
 * Records that this tab has the article open now and answers the others that do: other admins' tabs
 * and the same admin's other tabs (`self`), longest open first. Expired rows of every article go at the
 * same time (a heartbeat is a write already; the index on seen_at keeps it to the expired rows).
 */
export async function heartbeat(db: Db, tab: PresenceTab, now: Date = new Date()): Promise<PresentEditor[]> {
  if (!(await findArticleById(db, tab.articleId))) throw new NotFoundError(ARTICLE_MESSAGES.notFound);
  const cutoff = new Date(now.getTime() - PRESENCE_TTL_MS);
  await db.delete(articlePresence).where(lt(articlePresence.seenAt, cutoff));
  await db
    .insert(articlePresence)
    .values({ ...tab, openedAt: now, seenAt: now })
    .onConflictDoUpdate({
      target: [articlePresence.articleId, articlePresence.adminId, articlePresence.tabId],
      set: { seenAt: now },
    });
  const rows = await db
    .select({
      adminId: articlePresence.adminId,
      name: websiteAdmins.name,
      openedAt: articlePresence.openedAt,
    })
    .from(articlePresence)
    .innerJoin(websiteAdmins, eq(websiteAdmins.id, articlePresence.adminId))
    .where(
      and(
        eq(articlePresence.articleId, tab.articleId),
        gte(articlePresence.seenAt, cutoff),
        or(ne(articlePresence.adminId, tab.adminId), ne(articlePresence.tabId, tab.tabId)),
      ),
    )
    .orderBy(articlePresence.openedAt);
  return rows.map((r) => ({
    admin_id: r.adminId,
    name: r.name,
    self: r.adminId === tab.adminId,
    opened_at: r.openedAt.toISOString(),
  }));
}

/** The tab has left the article (closed, navigated away): the others stop seeing it at once. */
export async function leave(db: Db, tab: PresenceTab): Promise<void> {
  await db
    .delete(articlePresence)
    .where(
      and(
        eq(articlePresence.articleId, tab.articleId),
        eq(articlePresence.adminId, tab.adminId),
        eq(articlePresence.tabId, tab.tabId),
      ),
    );
}
