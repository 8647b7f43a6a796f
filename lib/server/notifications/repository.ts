import 'server-only';
import { and, asc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { NotificationDelivery, NotificationEvent } from '@/lib/constants/notifications';
import type { UserRole } from '@/lib/constants/users';
import type { DbOrTx } from '@/lib/server/db/client';
import {
  notificationDigestItems,
  notificationPreferences,
  notificationThrottle,
  websiteAdmins,
} from '@/lib/server/db/schema';

/** The deliveries an account chose, by event (events it never chose are absent). */
export async function readPreferenceRows(
  db: DbOrTx,
  adminId: string,
): Promise<Map<NotificationEvent, NotificationDelivery>> {
  const rows = await db
    .select({ event: notificationPreferences.event, delivery: notificationPreferences.delivery })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.adminId, adminId));
  return new Map(rows.map((r) => [r.event, r.delivery]));
}

export async function upsertPreferenceRows(
  db: DbOrTx,
  adminId: string,
  rows: readonly { event: NotificationEvent; delivery: NotificationDelivery }[],
  at: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(rows.map((r) => ({ adminId, event: r.event, delivery: r.delivery, updatedAt: at })))
    .onConflictDoUpdate({
      target: [notificationPreferences.adminId, notificationPreferences.event],
      set: { delivery: sql`excluded.delivery`, updatedAt: sql`excluded.updated_at` },
    });
}

/** An account that may receive an event, with what it chose for it (null: never chose). */
export interface RecipientRow {
  id: string;
  email: string;
  name: string;
  role: UserRole;
  delivery: NotificationDelivery | null;
}

/** Active accounts (of `roles`, among `only` when given, but `except`) and their choice for `event`. */
export async function listRecipientRows(
  db: DbOrTx,
  input: {
    event: NotificationEvent;
    roles: readonly UserRole[];
    only?: readonly string[];
    except?: string | null;
  },
): Promise<RecipientRow[]> {
  if (input.only && input.only.length === 0) return [];
  return db
    .select({
      id: websiteAdmins.id,
      email: websiteAdmins.email,
      name: websiteAdmins.name,
      role: websiteAdmins.role,
      delivery: notificationPreferences.delivery,
    })
    .from(websiteAdmins)
    .leftJoin(
      notificationPreferences,
      and(
        eq(notificationPreferences.adminId, websiteAdmins.id),
        eq(notificationPreferences.event, input.event),
      ),
    )
    .where(
      and(
        eq(websiteAdmins.status, 'active'),
        inArray(websiteAdmins.role, [...input.roles]),
        input.only ? inArray(websiteAdmins.id, [...input.only]) : undefined,
        input.except ? ne(websiteAdmins.id, input.except) : undefined,
      ),
    )
    .orderBy(asc(websiteAdmins.email));
}

export async function insertDigestItems(
  db: DbOrTx,
  rows: readonly { adminId: string; event: NotificationEvent; summary: string; link: string | null }[],
  at: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(notificationDigestItems).values(rows.map((r) => ({ ...r, createdAt: at })));
}

/** Accounts with digest items waiting (created before `until`), with their address and name. */
export async function listDigestAccounts(
  db: DbOrTx,
  until: Date,
): Promise<{ id: string; email: string; name: string }[]> {
  return db
    .selectDistinct({ id: websiteAdmins.id, email: websiteAdmins.email, name: websiteAdmins.name })
    .from(notificationDigestItems)
    .innerJoin(websiteAdmins, eq(websiteAdmins.id, notificationDigestItems.adminId))
    .where(and(lt(notificationDigestItems.createdAt, until), eq(websiteAdmins.status, 'active')));
}

/** Takes an account's waiting items (deletes and returns them, oldest first). */
export async function takeDigestItems(
  db: DbOrTx,
  adminId: string,
  until: Date,
): Promise<{ summary: string; link: string | null; createdAt: Date; id: number }[]> {
  const rows = await db
    .delete(notificationDigestItems)
    .where(and(eq(notificationDigestItems.adminId, adminId), lt(notificationDigestItems.createdAt, until)))
    .returning({
      id: notificationDigestItems.id,
      summary: notificationDigestItems.summary,
      link: notificationDigestItems.link,
      createdAt: notificationDigestItems.createdAt,
    });
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
}

/**
 * Claims `key` for a throttled notification: true (and the time recorded) when it was never sent or
 * last sent before `now - everyMs`. One statement, so two instances claiming at once get one true.
 */
export async function claimThrottle(db: DbOrTx, key: string, now: Date, everyMs: number): Promise<boolean> {
  const rows = await db
    .insert(notificationThrottle)
    .values({ key, sentAt: now })
    .onConflictDoUpdate({
      target: notificationThrottle.key,
      set: { sentAt: now },
      setWhere: lt(notificationThrottle.sentAt, new Date(now.getTime() - everyMs)),
    })
    .returning({ key: notificationThrottle.key });
  return rows.length > 0;
}

/** Throttle keys last claimed before `before`: they claim again anyway, so the rows can go. */
export async function deleteThrottleBefore(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .delete(notificationThrottle)
    .where(lt(notificationThrottle.sentAt, before))
    .returning({ key: notificationThrottle.key });
  return rows.length;
}
