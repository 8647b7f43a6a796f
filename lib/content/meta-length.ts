import { META_DESCRIPTION_GUIDE, META_TITLE_GUIDE } from '@/lib/constants/articles';

/**
 * Search results cut titles after about 60 characters and descriptions after about 160 (the same
 * guides the editor counts against). Text longer than `max` is cut at the last word boundary that
 * leaves room for an ellipsis; a single over-long word is cut inside it.
 */
function fitText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - 1);
  const space = room.lastIndexOf(' ');
  const cut = space > max / 2 ? room.slice(0, space) : room;
  return `${cut.replace(/[\s,;:.\-–—|]+$/, '')}…`;
}

/** A title with the site's suffix when both fit, else the title alone (fitted). */
export function fitTitle(title: string, suffix = ''): string {
  const full = `${title}${suffix}`;
  return full.length <= META_TITLE_GUIDE ? full : fitText(title, META_TITLE_GUIDE);
}

export function fitDescription(description: string): string {
  return fitText(description, META_DESCRIPTION_GUIDE);
}
