import { z } from 'zod';
import {
  MAINTENANCE_MESSAGE_MAX,
  MAINTENANCE_SCHEDULE_AHEAD_MAX_MS,
  MAINTENANCE_WINDOW_MAX_MS,
} from '@/lib/constants/settings';

/*
 * Maintenance mode and windows (issue 37, section 2; docs/adr/0109): the bodies of PUT
 * /api/admin/maintenance and POST /api/admin/maintenance/windows, shared with the Maintenance screen.
 */

const message = z
  .string({ error: 'Message must be text' })
  .trim()
  .max(MAINTENANCE_MESSAGE_MAX, `Message must be at most ${MAINTENANCE_MESSAGE_MAX} characters`)
  .refine(
    (v) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(v),
    'Message contains an invalid character',
  );

const instant = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} must be a date and time, such as 2026-12-01T22:00:00Z` });

export const maintenanceModeBody = z
  .strictObject({
    enabled: z.boolean({ error: 'enabled must be true or false' }),
    message: message.optional().default(''),
    endsAt: instant('The end').nullable().optional().default(null),
  })
  .refine((b) => !b.enabled || b.endsAt === null || Date.parse(b.endsAt) > Date.now(), {
    path: ['endsAt'],
    message: 'The end must be in the future',
  });
export type MaintenanceModeBody = z.infer<typeof maintenanceModeBody>;

export const maintenanceWindowBody = z
  .strictObject({
    startsAt: instant('The start'),
    endsAt: instant('The end'),
    message: message.optional().default(''),
  })
  .refine((b) => Date.parse(b.startsAt) > Date.now(), {
    path: ['startsAt'],
    message: 'The start must be in the future',
  })
  .refine((b) => Date.parse(b.startsAt) < Date.now() + MAINTENANCE_SCHEDULE_AHEAD_MAX_MS, {
    path: ['startsAt'],
    message: 'The start must be within a year',
  })
  .refine((b) => Date.parse(b.endsAt) > Date.parse(b.startsAt), {
    path: ['endsAt'],
    message: 'The end must be after the start',
  })
  .refine((b) => Date.parse(b.endsAt) - Date.parse(b.startsAt) <= MAINTENANCE_WINDOW_MAX_MS, {
    path: ['endsAt'],
    message: 'A window lasts at most 7 days',
  });
export type MaintenanceWindowBody = z.infer<typeof maintenanceWindowBody>;

export const maintenanceWindowId = z.uuid({ error: 'Invalid window id' });
