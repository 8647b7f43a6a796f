import 'server-only';
import { RECENT_ACTIVITY_LIMIT } from '@/lib/constants';
import type { Db } from '@/lib/server/db/client';
import { countContent, type ContentCounts } from '@/lib/server/repositories/dashboard-stats';
import { listRecentAuditEntries, type AuditEntry } from '@/lib/server/repositories/audit-log';
import { checkDatabase, type DatabaseHealth } from './health';

export interface DashboardSummary {
  counts: ContentCounts;
  health: DatabaseHealth;
  recentActivity: AuditEntry[];
}

/** Everything the dashboard shows: real content counts, the database check and the latest audit rows. */
export async function getDashboardSummary(db: Db): Promise<DashboardSummary> {
  const [counts, health, recentActivity] = await Promise.all([
    countContent(db),
    checkDatabase(db),
    listRecentAuditEntries(db, RECENT_ACTIVITY_LIMIT),
  ]);
  return { counts, health, recentActivity };
}
