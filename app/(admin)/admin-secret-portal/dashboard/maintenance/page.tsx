import type { Metadata } from 'next';
import { requireAdminPage } from '@/lib/server/guards/page-session';
import { MaintenanceScreen } from '@/components/admin/maintenance/maintenance-client';

export const metadata: Metadata = { title: 'Maintenance' };
export const dynamic = 'force-dynamic';

export default async function MaintenancePage() {
  // The API refuses an editor (403); so does the screen, saying so.
  await requireAdminPage();
  return <MaintenanceScreen />;
}
