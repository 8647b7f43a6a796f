import type { Metadata } from 'next';
import { requireAdminPage } from '@/lib/server/guards/page-session';
import { UsersScreen } from '@/components/admin/users/users-client';

export const metadata: Metadata = { title: 'Users' };
export const dynamic = 'force-dynamic';

export default async function UsersPage() {
  // The API refuses an editor (403); so does the screen, saying so.
  const session = await requireAdminPage();
  return <UsersScreen currentUserId={session.user.id} />;
}
