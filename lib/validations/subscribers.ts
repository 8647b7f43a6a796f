import { z } from 'zod';
import { SUBSCRIBER_STATUSES } from '@/lib/constants/notifications';
import { MARKET_CODES } from '@/lib/markets';

const market = z
  .enum(MARKET_CODES, { error: `Invalid market: expected one of ${MARKET_CODES.join(', ')}` })
  .optional();
const status = z
  .enum(SUBSCRIBER_STATUSES, { error: `Invalid status: expected one of ${SUBSCRIBER_STATUSES.join(', ')}` })
  .optional();

/** GET /api/admin/subscribers?market=&status=&search= */
export const listSubscribersQuery = z.object({
  market,
  status,
  search: z
    .string()
    .trim()
    .max(200, 'Search must be at most 200 characters')
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type ListSubscribersQuery = z.infer<typeof listSubscribersQuery>;

/** GET /api/admin/subscribers/export?market=&status= */
export const exportSubscribersQuery = z.object({ market, status });
export type ExportSubscribersQuery = z.infer<typeof exportSubscribersQuery>;

/** A subscriber's id in a route (DELETE /api/admin/subscribers/{id}). */
export const subscriberId = z.uuid();

/** The token of a newsletter link (confirm, unsubscribe): bounded, its form checked by the domain. */
const newsletterLinkToken = z
  .string({ error: 'Missing token' })
  .min(1, 'Missing token')
  .max(200, 'Invalid token');

/** POST /api/public/newsletter/unsubscribe?token= */
export const unsubscribeQuery = z.object({ token: newsletterLinkToken });

/**
 * Whether a newsletter link's token (a page's route param or form field) has a shape worth looking up:
 * base64url and dots (an unsubscribe token is `<uuid>.<mac>`), bounded. Anything else (a NUL, a
 * truncated paste) is an unknown link, answered by the page without a query.
 */
export const isNewsletterLinkToken = (token: string): boolean => /^[A-Za-z0-9_.-]{16,120}$/.test(token);
