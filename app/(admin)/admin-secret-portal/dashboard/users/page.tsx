import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ADMIN_ROUTES } from '@/lib/constants/portal';
import { getPageSession } from '@/lib/server/guards/page-session';
import { UsersScreen } from '@/components/admin/users/users-client';

export const metadata: Metadata = { title: 'Users' };
export const dynamic = 'force-dynamic';

export default async function UsersPage() {
  const session = await getPageSession();
  if (!session) redirect(ADMIN_ROUTES.signIn);
  // The API refuses an editor (403); the portal does not offer the screen at all.
  if (session.role !== 'admin') redirect(ADMIN_ROUTES.dashboard);
  return <UsersScreen currentUserId={session.user.id} />;
}
