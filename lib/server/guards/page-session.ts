import 'server-only';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { SESSION_COOKIE } from '@/lib/constants/auth';
import { sessionFromToken, type AdminSession } from '@/lib/server/auth';

/**
 * The session of the page being rendered, from the httpOnly cookie, verified in full. Cached per
 * request so a layout and its page can both check without a second database round-trip.
 */
export const getPageSession = cache(async (): Promise<AdminSession | null> => {
  return sessionFromToken((await cookies()).get(SESSION_COOKIE)?.value);
});
