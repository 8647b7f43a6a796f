import 'server-only';
import { NEW_LEADS_WINDOW_DAYS } from '@/lib/admin/portal';
import { RECENT_ACTIVITY_LIMIT } from '@/lib/constants/portal';
import { type PublicFormKind } from '@/lib/constants/forms';
import type { UserRole } from '@/lib/constants/users';
import type { Db } from '@/lib/server/db/client';
import { countContent, type ContentCounts } from './repository';
import { listRecentAuditEntries, type AuditEntry } from '@/lib/server/audit';
import { countLeadsSince } from '@/lib/server/leads';
import { readersThisWeek } from '@/lib/server/reports';
import type { ReadersThisWeek } from '@/lib/admin/reports';
import { checkDatabase, type DatabaseHealth } from '@/lib/server/system';

export interface DashboardSummary {
  counts: ContentCounts;
  health: DatabaseHealth;
  recentActivity: AuditEntry[];
  /** Leads of each form that arrived in the last NEW_LEADS_WINDOW_DAYS days; null for an editor. */
  newLeads: Record<PublicFormKind, number> | null;
  /** Visitors of the last 7 days against the 7 before (issue 38); editors see it too. */
  readers: ReadersThisWeek;
}

/** Who the dashboard is for: an editor sees no leads and only content changes and their own events. */
export interface DashboardViewer {
  adminId: string;
  role: UserRole;
}

/** Everything the dashboard shows: real content counts, the database check, the latest audit rows and new leads. */
export async function getDashboardSummary(
  db: Db,
  viewer: DashboardViewer,
  now: Date = new Date(),
): Promise<DashboardSummary> {
  const since = new Date(now.getTime() - NEW_LEADS_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const admin = viewer.role === 'admin';
  const [counts, health, recentActivity, newLeads, readers] = await Promise.all([
    countContent(db, now),
    checkDatabase(db),
    listRecentAuditEntries(db, RECENT_ACTIVITY_LIMIT, admin ? undefined : { adminId: viewer.adminId }),
    admin ? countLeadsSince(db, since) : null,
    readersThisWeek(db, now),
  ]);
  return { counts, health, recentActivity, newLeads, readers };
}
