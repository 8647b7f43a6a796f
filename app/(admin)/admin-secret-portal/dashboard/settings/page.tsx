import type { Metadata } from 'next';
import { requireAdminPage } from '@/lib/server/guards/page-session';
import { SettingsScreen } from '@/components/admin/settings/settings-client';

export const metadata: Metadata = { title: 'System Settings' };
export const dynamic = 'force-dynamic';

export default async function SettingsPage() {
  // The API refuses an editor (403); so does the screen, saying so.
  await requireAdminPage();
  return <SettingsScreen />;
}
