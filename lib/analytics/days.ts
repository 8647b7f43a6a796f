/**
 * UTC calendar days as `YYYY-MM-DD`: the unit the readership is counted in (day tables, report ranges,
 * the visitor hash's salt), whatever the reader's or the server's zone.
 */

export const DAY_MS = 86_400_000;

export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** The day's first instant. */
export const dayStart = (day: string): Date => new Date(`${day}T00:00:00Z`);

/** The day `n` days after `day` (before it when `n` is negative). */
export const addDays = (day: string, n: number): string =>
  utcDay(new Date(dayStart(day).getTime() + n * DAY_MS));
