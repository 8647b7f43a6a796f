/** Maintenance (issue 37, section 2; docs/adr/0109): the API's shapes, shared by the server and the screen. */

export interface MaintenanceMode {
  enabled: boolean;
  message: string;
  /** When it ends by itself (ISO); null: until turned off. */
  endsAt: string | null;
  changedAt: string | null;
}

export interface MaintenanceWindow {
  id: string;
  startsAt: string;
  endsAt: string;
  message: string;
  createdAt: string;
}

/** GET /api/admin/maintenance (and the answer of every write). */
export interface MaintenanceView {
  mode: MaintenanceMode;
  /** Scheduled windows that have not ended, soonest first. */
  windows: MaintenanceWindow[];
  /** What visitors get now: null when the site is up. */
  active: { source: 'mode' | 'window'; message: string; endsAt: string | null } | null;
}
