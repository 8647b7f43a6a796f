import { z } from 'zod';
import {
  NOTIFICATION_DELIVERIES,
  NOTIFICATION_EVENTS,
  NOTIFICATION_EVENT_LABELS,
} from '@/lib/constants/notifications';

/*
 * The body of PUT /api/admin/account/notifications (issue 39 point 1, docs/adr/0112), shared with the
 * Account screen's Notifications section: the events it sends are changed, the others stay as they are.
 * Whether the account's role may choose an event is the domain's check (lib/server/notifications).
 */

const event = z.enum(NOTIFICATION_EVENTS, {
  error: `event must be one of: ${NOTIFICATION_EVENTS.join(', ')}`,
});
const delivery = z.enum(NOTIFICATION_DELIVERIES, {
  error: `delivery must be one of: ${NOTIFICATION_DELIVERIES.join(', ')}`,
});

export const notificationPreferencesBody = z.strictObject({
  preferences: z
    .array(z.strictObject({ event, delivery }), { error: 'preferences must be a list' })
    .max(NOTIFICATION_EVENTS.length, `At most ${NOTIFICATION_EVENTS.length} preferences`)
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      for (const [i, p] of list.entries()) {
        if (seen.has(p.event)) {
          ctx.addIssue({
            code: 'custom',
            path: [i, 'event'],
            message: `"${NOTIFICATION_EVENT_LABELS[p.event]}" is listed twice`,
          });
        }
        seen.add(p.event);
      }
    }),
});
export type NotificationPreferencesBody = z.infer<typeof notificationPreferencesBody>;
