import 'server-only';
import { revalidateTag, unstable_cache } from 'next/cache';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import type { MaintenanceView, MaintenanceWindow } from '@/lib/admin/maintenance';
import type { AdminSession } from '@/lib/server/auth';
import { withDb } from '@/lib/server/db/client';
import { getLogger } from '@/lib/server/log';
import type { MaintenanceModeBody, MaintenanceWindowBody } from '@/lib/validations/maintenance';
import * as service from './service';
import {
  NO_MAINTENANCE,
  publishMaintenance,
  upcomingWindows,
  type StoredMaintenance,
} from '@/lib/maintenance/state';

/*
 * Maintenance mode and windows (issue 37, section 2;  docs/adr/0109). The server's request gate (ADR 0116) answers 503 from this
 * instance's copy of the stored state, which start-up reads and then refreshes every
 * MAINTENANCE_REFRESH_MS; a write through this instance publishes at once.
 */

const log = getLogger('maintenance');
/** How stale another instance's change may be here: the "within 5 s" with room to spare. */
const MAINTENANCE_REFRESH_MS = 2000;
/** Public pages carry the upcoming windows (the notice from 24 h before); a schedule or cancel expires them. */
const WINDOWS_TAG = 'maintenance:windows';

function published(stored: StoredMaintenance, windowsChanged: boolean): MaintenanceView {
  publishMaintenance(stored);
  if (windowsChanged) revalidateTag(WINDOWS_TAG, { expire: 0 });
  return service.viewOf(stored);
}

export async function getMaintenance(): Promise<MaintenanceView> {
  return service.viewOf(await withDb(service.readMaintenance)());
}

export async function setMaintenanceMode(
  session: AdminSession,
  body: MaintenanceModeBody,
  ipAddress: string | null,
): Promise<MaintenanceView> {
  return published(await withDb(service.setMaintenanceMode)(session, body, ipAddress), false);
}

export async function scheduleMaintenanceWindow(
  session: AdminSession,
  body: MaintenanceWindowBody,
  ipAddress: string | null,
): Promise<{ view: MaintenanceView; id: string }> {
  const { stored, id } = await withDb(service.scheduleMaintenanceWindow)(session, body, ipAddress);
  return { view: published(stored, true), id };
}

export async function cancelMaintenanceWindow(
  session: AdminSession,
  id: string,
  ipAddress: string | null,
): Promise<MaintenanceView> {
  return published(await withDb(service.cancelMaintenanceWindow)(session, id, ipAddress), true);
}

/** The windows public pages announce (cached; the build renders none: it never needs the database). */
export const announcedWindows = unstable_cache(
  async (): Promise<Pick<MaintenanceWindow, 'startsAt' | 'endsAt'>[]> => {
    if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return [];
    const stored = await withDb(service.readMaintenance)();
    return upcomingWindows(stored, Date.now()).map(({ startsAt, endsAt }) => ({ startsAt, endsAt }));
  },
  ['maintenance-windows'],
  { tags: [WINDOWS_TAG], revalidate: false },
);

let refresh: NodeJS.Timeout | undefined;

/** Start-up: read the state, then keep this instance's copy fresh (a failed read keeps the last one). */
export async function watchMaintenance(): Promise<void> {
  const read = withDb(service.readMaintenance);
  publishMaintenance(await read().catch(() => NO_MAINTENANCE));
  refresh ??= setInterval(() => {
    read().then(publishMaintenance, (err: unknown) =>
      log.debug({ err }, '[maintenance] could not refresh the maintenance state; keeping the last one'),
    );
  }, MAINTENANCE_REFRESH_MS).unref();
}
export { maintenanceGate } from './gate';
