import type { Metadata } from 'next';
import { requireAdminPage } from '@/lib/server/guards/page-session';
import { NotificationsScreen } from '@/components/admin/notifications/notifications-screen';

export const metadata: Metadata = { title: 'Notifications' };
export const dynamic = 'force-dynamic';

export default async function NotificationsPage() {
  // The API refuses an editor (403); so does the screen, saying so.
  await requireAdminPage();
  return <NotificationsScreen />;
}
