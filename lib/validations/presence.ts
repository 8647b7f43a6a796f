import { z } from 'zod';

/** A browser tab's own random id (components/admin/articles/local-copies.ts makes it). */
const presenceTabId = z
  .string({ error: 'tabId is required' })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'tabId must be 8 to 64 letters, digits, - or _');

/** POST …/articles/{id}/presence: this tab still has the article open. */
export const presenceHeartbeatBody = z.object({ tabId: presenceTabId });

/** DELETE …/articles/{id}/presence?tabId=…: this tab has left the article. */
export const presenceLeaveQuery = z.object({ tabId: presenceTabId });
