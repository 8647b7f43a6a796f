/** '2026-03-10 12:00 UTC': one zone for every admin, the one the audit log and exports use. */
export function formatUtc(date: Date | string): string {
  return `${new Date(date).toISOString().replace('T', ' ').slice(0, 16)} UTC`;
}
