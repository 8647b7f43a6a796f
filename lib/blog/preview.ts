/** How long a preview link opens its article (issue 23 point 4). */
export const PREVIEW_LINK_DAYS = 7;

/** The page a preview token opens: outside the cached blog routes, rendered on every request. */
export function previewPath(token: string): string {
  return `/preview/${token}`;
}
