const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** Dates in the portal: short, in the editor's own time zone (the browser's). */
export function formatAdminDate(iso: string): string {
  return DATE_FORMAT.format(new Date(iso));
}

const DATE_TIME_FORMAT = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** A date and time in the portal (a scheduled publication), in the editor's own time zone. */
export function formatAdminDateTime(iso: string): string {
  return DATE_TIME_FORMAT.format(new Date(iso));
}
