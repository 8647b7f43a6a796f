/**
 * Long-format date in the market's locale: en-US 'November 21, 2026', fr-BE '21 novembre 2026',
 * nl-BE '21 november 2026'. Always UTC, so the server renders the same day wherever it runs.
 */
export function formatLongDate(iso: string | Date, locale: string): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  // 'en' alone would also give the US form; name it so the format never depends on the runtime's default.
  const tag = locale === 'en' ? 'en-US' : locale;
  return new Intl.DateTimeFormat(tag, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
