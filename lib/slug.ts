/** Lower-case letters, digits and underscores in hyphen-separated words: every stored slug matches. */
export const SLUG_PATTERN = /^[a-z0-9_]+(?:-[a-z0-9_]+)*$/;
export const SLUG_RULE_MESSAGE =
  'Slug may contain only lower-case letters, digits, underscores and single hyphens';

/**
 * spec.md "Article editor" slug rule, for the editors' auto-fill and for a category saved without a slug: lower-case,
 * drop everything but letters, digits, underscores, spaces and hyphens, spaces become hyphens, runs of
 * hyphens collapse. Letters are ASCII after removing accents ('Déontologie' → 'deontologie'), so every
 * result passes the slug schema; leading and trailing hyphens are trimmed for the same reason.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}
