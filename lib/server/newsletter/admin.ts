import 'server-only';
import { SUBSCRIBERS_EXPORT_MAX_ROWS, SUBSCRIBERS_LIST_MAX } from '@/lib/constants/notifications';
import type { SubscriberView, SubscribersResponse } from '@/lib/admin/notifications';
import { toCsv } from '@/lib/csv';
import { AUDIT_ACTIONS, recordAudit } from '@/lib/server/audit';
import type { AdminSession } from '@/lib/server/auth';
import type { Db } from '@/lib/server/db/client';
import { NotFoundError } from '@/lib/server/errors';
import type { ExportSubscribersQuery, ListSubscribersQuery } from '@/lib/validations/subscribers';
import * as repo from './repository';

const toView = (r: repo.SubscriberRow): SubscriberView => ({
  id: r.id,
  email: r.email,
  market: r.market,
  status: r.status,
  confirmedAt: r.confirmedAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

/** GET /api/admin/subscribers: the newest SUBSCRIBERS_LIST_MAX that match, and every market's counts. */
export async function listSubscriberPage(db: Db, q: ListSubscribersQuery): Promise<SubscribersResponse> {
  const [rows, counts] = await Promise.all([
    repo.listSubscribers(db, q, SUBSCRIBERS_LIST_MAX),
    repo.countByMarketAndStatus(db),
  ]);
  return { subscribers: rows.map(toView), counts };
}

/** GET /api/admin/subscribers/export: the matching subscribers as CSV (cells cannot act as formulas). */
export async function exportSubscribersCsv(
  db: Db,
  q: ExportSubscribersQuery,
): Promise<{ filename: string; csv: string }> {
  const rows = await repo.listSubscribers(db, q, SUBSCRIBERS_EXPORT_MAX_ROWS);
  const header = ['Email', 'Market', 'Status', 'Signed up', 'Confirmed at', 'Consent version', 'Consent at'];
  const cells = rows.map((r) => [
    r.email,
    r.market,
    r.status,
    r.createdAt.toISOString(),
    r.confirmedAt?.toISOString() ?? '',
    r.consentVersion,
    r.consentAt.toISOString(),
  ]);
  const day = new Date().toISOString().slice(0, 10);
  return { filename: `subscribers-${day}.csv`, csv: toCsv(header, cells) };
}

/**
 * DELETE /api/admin/subscribers/{id}: erases the person (GDPR art. 17) — every subscription of the
 * address, in every market, is deleted; what is left is a suppression hash per market so the address
 * is never mailed again, and its queued messages lose the address. The audit names no address.
 */
export async function eraseSubscriber(
  db: Db,
  session: AdminSession,
  id: string,
  ipAddress: string | null,
): Promise<{ success: true; erased: number }> {
  return db.transaction(async (tx) => {
    const rows = await repo.subscriptionsOfSameAddress(tx, id);
    const first = rows[0];
    if (!first) throw new NotFoundError('Subscriber not found');
    const ids = rows.map((r) => r.id);
    for (const r of rows) await repo.suppress(tx, r.email, r.market, 'erased');
    await repo.scrubQueuedMail(tx, ids, first.email);
    await repo.deleteSubscribers(tx, ids);
    await recordAudit(tx, {
      action: AUDIT_ACTIONS.subscriberErased,
      adminId: session.user.id,
      detail: { subscriberIds: ids, markets: rows.map((r) => r.market) },
      ipAddress,
    });
    return { success: true as const, erased: rows.length };
  });
}
