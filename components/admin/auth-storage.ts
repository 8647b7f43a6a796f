'use client';
import { isPortalPath, safeReturnPath } from '@/lib/admin/return-path';
import { ADMIN_ROUTES, ADMIN_STORAGE_KEYS } from '@/lib/constants/portal';

/** The admin record kept in the browser (spec.md "Other shapes": adminToken and adminUser). */
export interface StoredAdminUser {
  id: string;
  name: string;
  email: string;
}

/**
 * The portal page an expired session interrupted, kept for this tab only (sessionStorage), so signing in
 * again returns there. Not in the sign-in URL: the spec's redirect lands on the plain sign-in address.
 */
const RETURN_PATH_KEY = 'adminReturnTo';

export function storeAdminSession(token: string, user: StoredAdminUser): void {
  localStorage.setItem(ADMIN_STORAGE_KEYS.token, token);
  localStorage.setItem(ADMIN_STORAGE_KEYS.user, JSON.stringify(user));
}

export function readStoredAdminUser(): StoredAdminUser | null {
  const raw = localStorage.getItem(ADMIN_STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return null;
    const id: unknown = Reflect.get(value, 'id');
    const name: unknown = Reflect.get(value, 'name');
    const email: unknown = Reflect.get(value, 'email');
    return typeof id === 'string' && typeof name === 'string' && typeof email === 'string'
      ? { id, name, email }
      : null;
  } catch {
    return null;
  }
}

/** A renewed token (ADR 0076) replaces the stored one; the stored user stays. */
export function replaceAdminToken(token: string): void {
  localStorage.setItem(ADMIN_STORAGE_KEYS.token, token);
}

export function readAdminToken(): string | null {
  return localStorage.getItem(ADMIN_STORAGE_KEYS.token);
}

export function clearAdminSession(): void {
  localStorage.removeItem(ADMIN_STORAGE_KEYS.token);
  localStorage.removeItem(ADMIN_STORAGE_KEYS.user);
}

/**
 * Where sign-in should go next: the page asked for when the server sent the admin away (`next`, from the
 * sign-in URL), else the page an expired session interrupted in this tab (read once), else the dashboard.
 */
export function takeReturnPath(requested?: string | null): string {
  const stored = sessionStorage.getItem(RETURN_PATH_KEY);
  sessionStorage.removeItem(RETURN_PATH_KEY);
  return safeReturnPath(requested) ?? safeReturnPath(stored) ?? ADMIN_ROUTES.dashboard;
}

type SignInNavigation = (signInPath: string) => void;

// The dashboard's QueryProvider swaps in the router's replace; a hard navigation is the fallback.
let toSignIn: SignInNavigation = (path) => window.location.replace(path);

/** @public (the query provider registers the client-side navigation; tests observe it) */
export function setSignInNavigation(navigate: SignInNavigation): () => void {
  const previous = toSignIn;
  toSignIn = navigate;
  return () => {
    toSignIn = previous;
  };
}

let expiring = false;

/**
 * spec.md "Session": a session the server refuses is cleared and the admin goes to
 * sign-in. The page they were on is remembered so that signing in again brings them back. Several calls
 * failing at once send them there once.
 */
function expireAdminSession(): void {
  if (expiring) return;
  expiring = true;
  const here = `${window.location.pathname}${window.location.search}`;
  if (isPortalPath(window.location.pathname)) sessionStorage.setItem(RETURN_PATH_KEY, here);
  clearAdminSession();
  toSignIn(ADMIN_ROUTES.signIn);
  // The navigation is under way; a later session in this tab may expire in its turn.
  setTimeout(() => {
    expiring = false;
  }, 1000);
}

/**
 * Signing in again without leaving the page (issue 22): the dashboard mounts a sign-in dialog and
 * registers it here. It resolves true once the admin has signed in (a new token is stored), false when
 * they chose to leave for the sign-in page instead.
 */
type SignInInPlace = () => Promise<boolean>;
let signInInPlace: SignInInPlace | null = null;
let pendingSignIn: Promise<boolean> | null = null;

/** @public (the sign-in dialog registers itself; returns the function that unregisters it) */
export function setSignInInPlace(handler: SignInInPlace): () => void {
  signInInPlace = handler;
  return () => {
    if (signInInPlace === handler) signInInPlace = null;
  };
}

/**
 * A request answered 401. A write (`inPlace`) asks the admin to sign in again where they are, so what
 * they typed is sent once they have; a read that fails while that dialog is open waits for it too. Any
 * other 401 (a page's first load) takes the spec's way: credentials cleared, off to sign-in. Resolves
 * whether the request may be sent again with the new token.
 */
export async function recoverSession(inPlace: boolean): Promise<boolean> {
  if (pendingSignIn) return pendingSignIn;
  if (!inPlace || !signInInPlace) {
    expireAdminSession();
    return false;
  }
  // The refused token is of no use any more; the stored user stays, to fill in the dialog's email.
  localStorage.removeItem(ADMIN_STORAGE_KEYS.token);
  pendingSignIn = signInInPlace().finally(() => {
    pendingSignIn = null;
  });
  const signedIn = await pendingSignIn;
  if (!signedIn) expireAdminSession();
  return signedIn;
}

/** Headers for an admin API call: the stored bearer token (spec.md "API"), the cookie goes along by itself. */
export function adminAuthHeaders(): Record<string, string> {
  const token = readAdminToken();
  return token ? { authorization: `Bearer ${token}` } : {};
}
