import { redirect } from 'next/navigation';
import { ADMIN_ROUTES } from '@/lib/constants/portal';
import { getPageSession } from '@/lib/server/guards/page-session';
import { isTwoFactorRequired } from '@/lib/server/auth';
import { QueryProvider } from '@/components/admin/kit/query-provider';
import { SessionGuard } from '@/components/admin/session-guard';
import { signInPathFor } from '@/lib/admin/return-path';
import { requestedPortalPath } from '@/lib/server/http/portal-path';

// Every dashboard screen re-checks the session in full here (the proxy only checks the signature).
export const dynamic = 'force-dynamic';

export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  const session = await getPageSession();
  // Signing in again returns to the page asked for (issue 22).
  if (!session) redirect(signInPathFor(await requestedPortalPath()));
  // Issue 26: while an admin requires 2FA, an account without it goes to its setup first.
  if (!session.twoFactor && (await isTwoFactorRequired())) redirect(ADMIN_ROUTES.twoFactorSetup);
  // The portal's one data layer (TanStack Query) for every dashboard screen.
  return (
    <QueryProvider>
      <SessionGuard>{children}</SessionGuard>
    </QueryProvider>
  );
}
