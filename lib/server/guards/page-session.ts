import 'server-only';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import { SESSION_COOKIE } from '@/lib/constants/auth';
import { ADMIN_ROUTES } from '@/lib/constants/portal';
import { sessionFromToken, type AdminSession } from '@/lib/server/auth';

/**
 * The session of the page being rendered, from the httpOnly cookie, verified in full. Cached per
 * request so a layout and its page can both check without a second database round-trip.
 */
export const getPageSession = cache(async (): Promise<AdminSession | null> => {
  return sessionFromToken((await cookies()).get(SESSION_COOKIE)?.value);
});

/**
 * An admin-only screen (issue 33 point 1): without a session, sign-in; an editor gets the portal's
 * "You don't have access to this page" with HTTP 403 (dashboard/forbidden.tsx), not a silent redirect.
 */
export async function requireAdminPage(): Promise<AdminSession> {
  const session = await getPageSession();
  if (!session) redirect(ADMIN_ROUTES.signIn);
  if (session.role !== 'admin') forbidden();
  return session;
}
