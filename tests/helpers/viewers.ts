import type { DashboardViewer } from '@/lib/server/dashboard';

/** The dashboard as an admin sees it: every entry, the leads figures (the account itself is not read). */
export const ADMIN_VIEWER: DashboardViewer = {
  adminId: '00000000-0000-0000-0000-000000000000',
  role: 'admin',
};
