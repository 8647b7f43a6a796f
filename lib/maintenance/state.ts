import type { MaintenanceMode, MaintenanceView, MaintenanceWindow } from '@/lib/admin/maintenance';

/*
 * What maintenance is on at a moment, from the stored mode and windows (docs/adr/0109). Pure, and free
 * of the database: the server's request gate reads the copy each instance keeps (publishMaintenance), so a window
 * starts and ends on its time on every instance, with no request to the database.
 */

export interface StoredMaintenance {
  mode: MaintenanceMode;
  windows: MaintenanceWindow[];
}

export const NO_MAINTENANCE: StoredMaintenance = {
  mode: { enabled: false, message: '', endsAt: null, changedAt: null },
  windows: [],
};

export function activeMaintenance(stored: StoredMaintenance, now: number): MaintenanceView['active'] {
  const { mode } = stored;
  if (mode.enabled && (mode.endsAt === null || Date.parse(mode.endsAt) > now)) {
    return { source: 'mode', message: mode.message, endsAt: mode.endsAt };
  }
  const window = stored.windows.find((w) => Date.parse(w.startsAt) <= now && now < Date.parse(w.endsAt));
  return window ? { source: 'window', message: window.message, endsAt: window.endsAt } : null;
}

/** The windows that have not ended, soonest first. */
export function upcomingWindows(stored: StoredMaintenance, now: number): MaintenanceWindow[] {
  return stored.windows
    .filter((w) => Date.parse(w.endsAt) > now)
    .toSorted((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
}

const KEY = Symbol.for('ailex.maintenance');

/** This instance's copy of the stored maintenance (start-up keeps it fresh; docs/adr/0109). */
export function publishMaintenance(stored: StoredMaintenance): void {
  Reflect.set(globalThis, KEY, stored);
}

/** The copy published last; none before start-up read it (the site is then up). */
export function publishedMaintenance(): StoredMaintenance {
  const stored: unknown = Reflect.get(globalThis, KEY);
  return isStored(stored) ? stored : NO_MAINTENANCE;
}

function isStored(value: unknown): value is StoredMaintenance {
  return typeof value === 'object' && value !== null && 'mode' in value && 'windows' in value;
}
