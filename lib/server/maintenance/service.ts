import 'server-only';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { MaintenanceView } from '@/lib/admin/maintenance';
import type { AdminSession } from '@/lib/server/auth';
import { AUDIT_ACTIONS, recordAudit } from '@/lib/server/audit';
import type { Db, DbOrTx } from '@/lib/server/db/client';
import { readMeta, readMetaForUpdate, writeMeta } from '@/lib/server/db/app-meta';
import { NotFoundError } from '@/lib/server/errors';
import type { MaintenanceModeBody, MaintenanceWindowBody } from '@/lib/validations/maintenance';
import {
  activeMaintenance,
  NO_MAINTENANCE,
  upcomingWindows,
  type StoredMaintenance,
} from '@/lib/maintenance/state';

/** One app_meta row holds the mode and the windows: every write locks it first (no lost update). */
const MAINTENANCE_KEY = 'maintenance';

const storedShape = z.object({
  mode: z.object({
    enabled: z.boolean(),
    message: z.string(),
    endsAt: z.string().nullable(),
    changedAt: z.string().nullable(),
  }),
  windows: z.array(
    z.object({
      id: z.string(),
      startsAt: z.string(),
      endsAt: z.string(),
      message: z.string(),
      createdAt: z.string(),
    }),
  ),
});

function parse(raw: unknown): StoredMaintenance {
  const parsed = storedShape.safeParse(raw);
  return parsed.success ? parsed.data : NO_MAINTENANCE;
}

export async function readMaintenance(db: DbOrTx): Promise<StoredMaintenance> {
  return parse(await readMeta(db, MAINTENANCE_KEY));
}

export function viewOf(stored: StoredMaintenance, now = Date.now()): MaintenanceView {
  return { mode: stored.mode, windows: upcomingWindows(stored, now), active: activeMaintenance(stored, now) };
}

/** A read-modify-write of the row under its lock; ended windows are dropped on the way. */
async function change(
  db: Db,
  apply: (stored: StoredMaintenance, tx: DbOrTx, now: Date) => Promise<StoredMaintenance>,
): Promise<StoredMaintenance> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const before = parse(await readMetaForUpdate(tx, MAINTENANCE_KEY, NO_MAINTENANCE));
    const after = await apply(before, tx, now);
    const kept = { ...after, windows: upcomingWindows(after, now.getTime()) };
    await writeMeta(tx, MAINTENANCE_KEY, kept, now);
    return kept;
  });
}

/** PUT /api/admin/maintenance: on (with its message and end, if known) or off, now. */
export function setMaintenanceMode(
  db: Db,
  session: AdminSession,
  body: MaintenanceModeBody,
  ipAddress: string | null,
): Promise<StoredMaintenance> {
  return change(db, async (stored, tx, now) => {
    const mode = body.enabled
      ? { enabled: true, message: body.message, endsAt: body.endsAt, changedAt: now.toISOString() }
      : { ...stored.mode, enabled: false, changedAt: now.toISOString() };
    await recordAudit(tx, {
      action: AUDIT_ACTIONS.maintenanceChanged,
      adminId: session.user.id,
      detail: { from: stored.mode.enabled, to: mode.enabled, message: mode.message, endsAt: mode.endsAt },
      ipAddress,
      at: now,
    });
    return { ...stored, mode };
  });
}

/** POST /api/admin/maintenance/windows. */
export async function scheduleMaintenanceWindow(
  db: Db,
  session: AdminSession,
  body: MaintenanceWindowBody,
  ipAddress: string | null,
): Promise<{ stored: StoredMaintenance; id: string }> {
  const id = randomUUID();
  const stored = await change(db, async (current, tx, now) => {
    const window = {
      id,
      startsAt: new Date(body.startsAt).toISOString(),
      endsAt: new Date(body.endsAt).toISOString(),
      message: body.message,
      createdAt: now.toISOString(),
    };
    await recordAudit(tx, {
      action: AUDIT_ACTIONS.maintenanceWindowScheduled,
      adminId: session.user.id,
      detail: { id, startsAt: window.startsAt, endsAt: window.endsAt, message: window.message },
      ipAddress,
      at: now,
    });
    return { ...current, windows: [...current.windows, window] };
  });
  return { stored, id };
}

/** DELETE /api/admin/maintenance/windows/{id}: 404 when there is no such window (or it has ended). */
export function cancelMaintenanceWindow(
  db: Db,
  session: AdminSession,
  id: string,
  ipAddress: string | null,
): Promise<StoredMaintenance> {
  return change(db, async (current, tx, now) => {
    const window = upcomingWindows(current, now.getTime()).find((w) => w.id === id);
    if (!window) throw new NotFoundError('Maintenance window not found');
    await recordAudit(tx, {
      action: AUDIT_ACTIONS.maintenanceWindowCancelled,
      adminId: session.user.id,
      detail: { id, startsAt: window.startsAt, endsAt: window.endsAt },
      ipAddress,
      at: now,
    });
    return { ...current, windows: current.windows.filter((w) => w.id !== id) };
  });
}
