import 'server-only';
import { withDb } from '@/lib/server/db/client';
import * as preferences from './preferences';

/*
 * Team notifications (issue 39 point 1, docs/adr/0112): each account's choices, the one call the
 * domains make where an event happens (notifyTeam), and the daily digest job. This domain imports no
 * other: leads, translations, publishing, jobs and auth call it.
 */

export const getNotificationPreferences = withDb(preferences.getNotificationPreferences);
export const saveNotificationPreferences = withDb(preferences.saveNotificationPreferences);
export { notifyTeam, deliverNotice } from './notify';
export { sendNotificationDigests } from './digest';
