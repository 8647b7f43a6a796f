import 'server-only';
import { withDb } from '@/lib/server/db/client';
import * as presence from './article-presence';

/* Presence: which admins (and which of my own tabs) have an article open in the editor right now. */

export const articleHeartbeat = withDb(presence.heartbeat);
export const leaveArticle = withDb(presence.leave);
