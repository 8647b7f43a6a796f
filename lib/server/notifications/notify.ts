import 'server-only';
import {
  ADMIN_ONLY_NOTIFICATION_EVENTS,
  ARTICLE_CHANGED_NOTIFY_EVERY_MS,
} from '@/lib/constants/notifications';
import { USER_ROLES } from '@/lib/constants/users';
import type { Db } from '@/lib/server/db/client';
import { getLogger } from '@/lib/server/log';
import {
  teamNoticeText,
  teamNotificationMessage,
  type TeamNotice,
} from '@/lib/server/mail/templates/team-notification';
import { runAfterResponse } from '@/lib/server/tasks/after-response';
import { effectiveDelivery } from './preferences';
import { claimThrottle, insertDigestItems, listRecipientRows } from './repository';
import { sendTeamMail } from './send';

const log = getLogger('notifications');

/** Who a notice is for, beyond the event's roles and each account's choice. */
export interface NoticeAudience {
  /** The account whose action this is: it is never told of its own change. */
  actorId?: string | null;
  /** Only these accounts (an article's author, the account that signed in); absent: everyone. */
  to?: readonly (string | null)[];
}

/** The throttle key of a notice that may come often (docs/adr/0112), or null. */
function throttleKey(notice: TeamNotice, audience: NoticeAudience): string | null {
  if (notice.event !== 'article-changed') return null;
  return `article-changed:${notice.articleId}:${audience.actorId ?? 'unknown'}`;
}

/**
 * Sends `notice` to the accounts that chose it: mailed now ('immediate') or kept for the daily digest
 * ('digest'); 'off' gets nothing. Returns how many accounts got it each way.
 */
export async function deliverNotice(
  db: Db,
  notice: TeamNotice,
  audience: NoticeAudience = {},
  now: Date = new Date(),
): Promise<{ immediate: number; digest: number }> {
  const { event } = notice;
  const to = audience.to?.filter((id): id is string => Boolean(id));
  const recipients = await listRecipientRows(db, {
    event,
    roles: ADMIN_ONLY_NOTIFICATION_EVENTS.includes(event) ? ['admin'] : USER_ROLES,
    only: to,
    except: audience.actorId,
  });
  const chosen = recipients
    .map((r) => ({ ...r, delivery: effectiveDelivery(event, r.delivery) }))
    .filter((r) => r.delivery !== 'off');
  if (chosen.length === 0) return { immediate: 0, digest: 0 };
  const key = throttleKey(notice, audience);
  if (key && !(await claimThrottle(db, key, now, ARTICLE_CHANGED_NOTIFY_EVERY_MS))) {
    return { immediate: 0, digest: 0 };
  }
  const digest = chosen.filter((r) => r.delivery === 'digest');
  const { subject, link } = teamNoticeText(notice);
  await insertDigestItems(
    db,
    digest.map((r) => ({ adminId: r.id, event, summary: subject, link })),
    now,
  );
  const immediate = chosen.filter((r) => r.delivery === 'immediate');
  for (const r of immediate) {
    await sendTeamMail(db, teamNotificationMessage({ to: r.email, name: r.name, notice }));
  }
  return { immediate: immediate.length, digest: digest.length };
}

/**
 * Tells the team (issue 39 point 1): the one call each domain makes where an event happens. It runs
 * after the response (or detached, in a job) and never throws: a notification that fails is logged,
 * and the request or job that caused it goes on as if nothing happened.
 */
export function notifyTeam(db: Db, notice: TeamNotice, audience: NoticeAudience = {}): void {
  runAfterResponse(`team notification (${notice.event})`, async () => {
    try {
      await deliverNotice(db, notice, audience);
    } catch (err) {
      log.error({ err }, `[notifications] could not deliver "${notice.event}"`);
    }
  });
}
