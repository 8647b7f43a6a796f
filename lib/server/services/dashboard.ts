import 'server-only';
import { NEW_LEADS_WINDOW_DAYS } from '@/lib/admin/portal';
import { RECENT_ACTIVITY_LIMIT, type PublicFormKind } from '@/lib/constants';
import type { Db } from '@/lib/server/db/client';
import { countContent, type ContentCounts } from '@/lib/server/repositories/dashboard-stats';
import { listRecentAuditEntries, type AuditEntry } from '@/lib/server/repositories/audit-log';
import { countLeadsSince } from '@/lib/server/repositories/leads';
import { checkDatabase, type DatabaseHealth } from './health';

export interface DashboardSummary {
  counts: ContentCounts;
  health: DatabaseHealth;
  recentActivity: AuditEntry[];
  /** Leads of each form that arrived in the last NEW_LEADS_WINDOW_DAYS days. */
  newLeads: Record<PublicFormKind, number>;
}

/** Everything the dashboard shows: real content counts, the database check, the latest audit rows and new leads. */
export async function getDashboardSummary(db: Db, now: Date = new Date()): Promise<DashboardSummary> {
  const since = new Date(now.getTime() - NEW_LEADS_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const [counts, health, recentActivity, newLeads] = await Promise.all([
    countContent(db),
    checkDatabase(db),
    listRecentAuditEntries(db, RECENT_ACTIVITY_LIMIT),
    countLeadsSince(db, since),
  ]);
  return { counts, health, recentActivity, newLeads };
}
