import type { CategoryColor } from '@/lib/constants/articles';

// Portal-only settings. Not in lib/constants.ts: public client code imports that file whole, and the
// public pages must not carry a byte of the portal.

/** The dashboard's 'new leads' count looks back this many days ('this week'). */
export const NEW_LEADS_WINDOW_DAYS = 7;

/** How long a back-office search box waits after the last keystroke before it searches. */
export const ADMIN_SEARCH_DEBOUNCE_MS = 300;

/** What the colour picker calls each spec.md "Categories" palette colour (its radio's accessible name). */
export const CATEGORY_COLOR_NAMES: Record<CategoryColor, string> = {
  '#3B82F6': 'Blue',
  '#10B981': 'Green',
  '#8B5CF6': 'Purple',
  '#F59E0B': 'Amber',
  '#EF4444': 'Red',
  '#06B6D4': 'Cyan',
  '#84CC16': 'Lime',
  '#F97316': 'Orange',
  '#EC4899': 'Pink',
  '#6B7280': 'Gray',
};
