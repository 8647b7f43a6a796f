import { redirect } from 'next/navigation';
import { ADMIN_ROUTES } from '@/lib/constants';
import { getPageSession } from '@/lib/server/auth/page-session';
import { SessionGuard } from '@/components/admin/session-guard';

// Every dashboard screen re-checks the session in full here (the proxy only checks the signature).
export const dynamic = 'force-dynamic';

export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  const session = await getPageSession();
  if (!session) redirect(ADMIN_ROUTES.signIn);
  return <SessionGuard>{children}</SessionGuard>;
}
