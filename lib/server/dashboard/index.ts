import 'server-only';
import { withDb } from '@/lib/server/db/client';
import * as service from './service';

/* Dashboard: the portal's summary (content counts, new leads, recent activity, database health). */

export const getDashboardSummary = withDb(service.getDashboardSummary);
export type { DashboardViewer } from './service';
