const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** Dates in the portal: short, in the editor's own time zone (the browser's). */
export function formatAdminDate(iso: string): string {
  return DATE_FORMAT.format(new Date(iso));
}
