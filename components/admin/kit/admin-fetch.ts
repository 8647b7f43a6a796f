'use client';
// Every portal screen imports this module: the CSP-safe Zod setting is in place before any form parses.
import './zod-csp';
import { adminAuthHeaders, recoverSession } from '../auth-storage';
import { noteSessionUse } from './session-renewal';

/**
 * @public (screens that branch on the status, such as the editor's 409, use it)
 * A non-OK admin API answer. `message` follows spec.md "Messages and toasts" generic rule (status, a colon and a space, then
 * the body text or the status text); `serverMessage` is the body's `error` or `message` when it has one,
 * which is what the spec.md "Messages and toasts" toasts show.
 */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly serverMessage: string | undefined,
    readonly body: unknown,
    /** The server refused the session itself: sign-in is already on its way. */
    readonly sessionExpired = false,
  ) {
    super(message);
    this.name = 'AdminApiError';
  }
}

/** A non-empty string field of a JSON answer's body, if it has one. */
export function bodyString(body: unknown, key: string): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const value: unknown = Reflect.get(body, key);
  return typeof value === 'string' && value ? value : undefined;
}

const messageOf = (body: unknown) => bodyString(body, 'error') ?? bodyString(body, 'message');

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

interface RequestOptions {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Calls made before there is a session (sign-in, password recovery): no bearer token, and a 401 is the
   * answer to show (wrong password), not an expired session.
   */
  anonymous?: boolean;
  /**
   * The call checks the current password (password or email change): its 401 means that password is
   * wrong, to be shown on the form, and the session goes on.
   */
  checksPassword?: boolean;
  /**
   * Signing out: a 401 says the session has already ended, which is what was asked. No sign-in dialog
   * (signing in only to sign out) and no redirect: the caller leaves for sign-in itself.
   */
  signsOut?: boolean;
  /** Set on the one repeat after signing in again (a second 401 goes to the sign-in page). */
  retried?: boolean;
}

/**
 * The one request path of the portal: the bearer token (spec.md "API"), JSON body, no caching. A 401 on an
 * authenticated call means the session is gone (expired, revoked, signed out elsewhere). A write opens
 * the sign-in dialog in place and, once the admin has signed in, is sent again as it was (nothing typed
 * is lost); otherwise the stored credentials are cleared and the admin goes to sign-in, from where they
 * come back to this page (auth-storage.ts recoverSession). Any other non-OK answer rejects with an
 * AdminApiError; network failures reject with the fetch error. A call that succeeds counts as use of the
 * session, which renews it when due (ADR 0076).
 */
export async function adminRequest(url: string, init: RequestOptions = {}): Promise<Response> {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.anonymous ? {} : adminAuthHeaders()),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    cache: 'no-store',
    signal: init.signal,
  });
  if (response.ok) {
    if (!init.anonymous) noteSessionUse();
    return response;
  }
  // Read to the end: an unread body keeps the request open, and the page never goes network-idle.
  const text = await response.text();
  const body = parse(text);
  // With checksPassword, only the session check's own 401 ('Unauthorized') is an expired session.
  const sessionExpired =
    response.status === 401 &&
    !init.anonymous &&
    !(init.checksPassword && messageOf(body) !== 'Unauthorized');
  if (sessionExpired && !init.signsOut) {
    // A write is sent again once after signing in; refused even then, it takes the way of any other 401.
    const inPlace = !init.retried && (init.method ?? 'GET') !== 'GET';
    if (await recoverSession(inPlace)) return adminRequest(url, { ...init, retried: true });
  }
  throw new AdminApiError(
    response.status,
    `${response.status}: ${text || response.statusText}`,
    messageOf(body),
    body,
    sessionExpired,
  );
}

/** adminRequest for a JSON answer. */
export async function adminFetch<T>(url: string, init: RequestOptions = {}): Promise<T> {
  const response = await adminRequest(url, init);
  // The admin API's answers are typed by its handlers; the screens name the shape they read.
  return parse(await response.text()) as T;
}

/** True for the answer that has already sent the admin to sign-in: nothing more to tell them here. */
export function isSessionExpired(error: unknown): boolean {
  return error instanceof AdminApiError && error.sessionExpired;
}

/** Statuses that say "try again shortly" (a database or upstream outage): retried with backoff. */
export function isTemporarilyUnavailable(error: unknown): boolean {
  return error instanceof AdminApiError && [502, 503, 504].includes(error.status);
}

/** The text a spec.md "Messages and toasts" error toast shows: the server's message, else the screen's own fallback. */
export function toastErrorText(error: unknown, fallback: string): string {
  return error instanceof AdminApiError && error.serverMessage ? error.serverMessage : fallback;
}
