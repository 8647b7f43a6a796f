import { forbidden, redirect } from 'next/navigation';
import { ADMIN_ROUTES } from '@/lib/constants/portal';
import { getPageSession } from '@/lib/server/guards/page-session';
import { isTwoFactorRequired } from '@/lib/server/auth';
import { QueryProvider } from '@/components/admin/kit/query-provider';
import { SessionGuard } from '@/components/admin/session-guard';
import { AdminShell } from '@/components/admin/shell/admin-shell';
import { mayOpen } from '@/lib/admin/portal-nav';
import { signInPathFor } from '@/lib/admin/return-path';
import { requestedPortalPath } from '@/lib/server/http/portal-path';

// Every dashboard screen re-checks the session in full here (the proxy only checks the signature).
export const dynamic = 'force-dynamic';

export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  const session = await getPageSession();
  // Signing in again returns to the page asked for (issue 22).
  const requested = await requestedPortalPath();
  if (!session) redirect(signInPathFor(requested));
  // Issue 33: an admin-only screen says so to an editor with a 403 (../forbidden.tsx, in the shell). Here
  // and not only in the page: the page renders under SessionGuard, which the server does not render, so
  // a page's forbidden() could not set the status.
  if (requested && !mayOpen(session.role, new URL(requested, 'http://portal').pathname)) forbidden();
  // Issue 26: while an admin requires 2FA, an account without it goes to its setup first.
  if (!session.twoFactor && (await isTwoFactorRequired())) redirect(ADMIN_ROUTES.twoFactorSetup);
  // The portal's one data layer (TanStack Query) for every dashboard screen, inside the app shell
  // (issue 33): the navigation shows at once, the screen once the browser's own session is checked.
  const user = { name: session.user.name, email: session.user.email, role: session.role };
  return (
    <QueryProvider>
      <AdminShell user={user}>
        <SessionGuard>{children}</SessionGuard>
      </AdminShell>
    </QueryProvider>
  );
}
