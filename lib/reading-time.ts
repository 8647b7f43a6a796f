import { DEFAULT_READ_TIME_MINUTES, READING_WORDS_PER_MINUTE } from '@/lib/constants/blog';

/** spec.md "Reading time": words (tags stripped) / 200, rounded, at least 1 minute. */
export function readingTimeMinutes(html: string): number {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ');
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / READING_WORDS_PER_MINUTE));
}

/** The read time shown on cards and articles: the stored value, else the SPEC default of 5. */
export function displayReadTime(minutes: number | null | undefined): number {
  return minutes && minutes > 0 ? minutes : DEFAULT_READ_TIME_MINUTES;
}
