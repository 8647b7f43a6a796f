import { ADMIN_ROUTES } from '@/lib/constants/portal';

/**
 * Where sign-in returns to (issue 22): only a dashboard page of this site, or an email-change link
 * (opened signed out, it comes back after sign-in: issue 26), as a path. Anything else (an absolute URL,
 * `//host`, a backslash that browsers read as a slash, another part of the site) is ignored, so a
 * crafted sign-in link is never an open redirect.
 */
export function isPortalPath(path: string): boolean {
  return (
    (path === ADMIN_ROUTES.dashboard ||
      path.startsWith(`${ADMIN_ROUTES.dashboard}/`) ||
      path.startsWith(`${ADMIN_ROUTES.confirmEmail}/`)) &&
    !path.includes('//') &&
    !path.includes('\\')
  );
}

/** A path with its query, if its path part is a portal page (`isPortalPath`); null otherwise. */
export function safeReturnPath(value: string | null | undefined): string | null {
  return value && isPortalPath(value.split(/[?#]/)[0] ?? '') ? value : null;
}

/** The query parameter of the sign-in page that names the page asked for. */
export const RETURN_PARAM = 'next';

/** The sign-in page, asked to return to `requested` afterwards when it is a portal page. */
export function signInPathFor(requested: string | null | undefined): string {
  const next = safeReturnPath(requested);
  // The dashboard is where sign-in goes anyway: its address stays the plain one.
  return next && next !== ADMIN_ROUTES.dashboard
    ? `${ADMIN_ROUTES.signIn}?${RETURN_PARAM}=${encodeURIComponent(next)}`
    : ADMIN_ROUTES.signIn;
}
