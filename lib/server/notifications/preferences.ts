import 'server-only';
import type { NotificationPreference } from '@/lib/admin/notifications';
import {
  ADMIN_ONLY_NOTIFICATION_EVENTS,
  ALWAYS_ON_NOTIFICATION_EVENTS,
  DEFAULT_NOTIFICATION_DELIVERY,
  NOTIFICATION_EVENTS,
  NOTIFICATION_EVENT_LABELS,
  type NotificationDelivery,
  type NotificationEvent,
} from '@/lib/constants/notifications';
import type { UserRole } from '@/lib/constants/users';
import type { NotificationPreferencesBody } from '@/lib/validations/notification-preferences';
import type { Db } from '@/lib/server/db/client';
import { ForbiddenError, InvalidError } from '@/lib/server/errors';
import { readPreferenceRows, upsertPreferenceRows } from './repository';

/** The signed-in account, as the route handler passes it (this domain knows no session). */
export interface NotificationAccount {
  id: string;
  role: UserRole;
}

const NOTIFICATION_MESSAGES = {
  adminOnly: (events: NotificationEvent[]) =>
    `Only admins can be notified of: ${events.map((e) => NOTIFICATION_EVENT_LABELS[e]).join(', ')}`,
  locked: (event: NotificationEvent) => `"${NOTIFICATION_EVENT_LABELS[event]}" is always on and sent at once`,
} as const;

const isAlwaysOn = (event: NotificationEvent) => ALWAYS_ON_NOTIFICATION_EVENTS.includes(event);

/** Whether an account of `role` may choose (and receives) `event`. */
const roleMayHave = (role: UserRole, event: NotificationEvent) =>
  role === 'admin' || !ADMIN_ONLY_NOTIFICATION_EVENTS.includes(event);

/** What an account gets for `event`: its choice, else the default; always-on events at once. */
export function effectiveDelivery(
  event: NotificationEvent,
  chosen: NotificationDelivery | null | undefined,
): NotificationDelivery {
  if (isAlwaysOn(event)) return 'immediate';
  return chosen ?? DEFAULT_NOTIFICATION_DELIVERY[event];
}

function toView(
  role: UserRole,
  rows: Map<NotificationEvent, NotificationDelivery>,
): NotificationPreference[] {
  return NOTIFICATION_EVENTS.filter((e) => roleMayHave(role, e)).map((event) => ({
    event,
    delivery: effectiveDelivery(event, rows.get(event)),
    ...(isAlwaysOn(event) ? { locked: true as const } : {}),
  }));
}

/** GET /api/admin/account/notifications: one entry per event the account's role may have. */
export async function getNotificationPreferences(
  db: Db,
  account: NotificationAccount,
): Promise<NotificationPreference[]> {
  return toView(account.role, await readPreferenceRows(db, account.id));
}

/**
 * PUT /api/admin/account/notifications: the events sent change, the others stay. An editor naming an
 * admin-only event gets a 403 naming it (the body is well formed; the role may not have it); an
 * always-on event may only be sent as it is ('immediate'), anything else is a 400.
 */
export async function saveNotificationPreferences(
  db: Db,
  account: NotificationAccount,
  body: NotificationPreferencesBody,
  now: Date = new Date(),
): Promise<NotificationPreference[]> {
  const refused = body.preferences.filter((p) => !roleMayHave(account.role, p.event)).map((p) => p.event);
  if (refused.length > 0) throw new ForbiddenError(NOTIFICATION_MESSAGES.adminOnly(refused));
  for (const [i, p] of body.preferences.entries()) {
    if (isAlwaysOn(p.event) && p.delivery !== 'immediate') {
      const message = NOTIFICATION_MESSAGES.locked(p.event);
      throw new InvalidError(message, { [`preferences.${i}.delivery`]: message });
    }
  }
  // Always-on events are not stored: nothing could change what they do.
  const rows = body.preferences.filter((p) => !isAlwaysOn(p.event));
  await upsertPreferenceRows(db, account.id, rows, now);
  return getNotificationPreferences(db, account);
}
