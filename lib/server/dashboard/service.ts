import 'server-only';
import { NEW_LEADS_WINDOW_DAYS } from '@/lib/admin/portal';
import { RECENT_ACTIVITY_LIMIT } from '@/lib/constants/portal';
import { type PublicFormKind } from '@/lib/constants/forms';
import type { Db } from '@/lib/server/db/client';
import { countContent, type ContentCounts } from './repository';
import { listRecentAuditEntries, type AuditEntry } from '@/lib/server/audit';
import { countLeadsSince } from '@/lib/server/leads';
import { checkDatabase, type DatabaseHealth } from '@/lib/server/system';

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
    countContent(db, now),
    checkDatabase(db),
    listRecentAuditEntries(db, RECENT_ACTIVITY_LIMIT),
    countLeadsSince(db, since),
  ]);
  return { counts, health, recentActivity, newLeads };
}
