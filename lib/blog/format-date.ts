import type { Market } from '@/lib/markets';

/**
 * Long-format date in the market's locale and time zone: en-US 'November 21, 2026', fr-BE
 * '21 novembre 2026', nl-BE '21 november 2026'. The zone is the market's, never the server's, so
 * an article published at 00:30 in Brussels shows that day to Belgian readers wherever it renders.
 */
export function formatLongDate(iso: string | Date, market: Pick<Market, 'locale' | 'timeZone'>): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  // 'en' alone would also give the US form; name it so the format never depends on the runtime's default.
  const tag = market.locale === 'en' ? 'en-US' : market.locale;
  return new Intl.DateTimeFormat(tag, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: market.timeZone,
  }).format(date);
}

/**
 * When an article last changed for readers and crawlers: the later of its last edit and its
 * publication. A scheduled article is saved before it goes out, so updated_at alone would say it was
 * modified before it was published.
 */
export function lastModifiedOf(updatedAt: string, publishedAt: string | null | undefined): string {
  if (!publishedAt) return updatedAt;
  return Date.parse(publishedAt) > Date.parse(updatedAt) ? publishedAt : updatedAt;
}
