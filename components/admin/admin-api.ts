'use client';
import { adminAuthHeaders } from './auth-storage';

/**
 * @public (screens that branch on the status, such as the editor's 409, use it)
 * A non-OK admin API answer. `message` follows SPEC 8's generic rule (status, a colon and a space, then
 * the body text or the status text); `serverMessage` is the body's `error` or `message` when it has one,
 * which is what the SPEC 8 toasts show.
 */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly serverMessage: string | undefined,
    readonly body: unknown,
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

/**
 * One way for portal screens to call the admin API: the bearer token (SPEC 7), JSON in and out, no
 * caching, and an AdminApiError for any non-OK answer. Network failures reject with the fetch error.
 */
export async function adminFetch<T>(
  url: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: {
      ...adminAuthHeaders(),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    cache: 'no-store',
    signal: init.signal,
  });
  const text = await response.text();
  let body: unknown = undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    throw new AdminApiError(
      response.status,
      `${response.status}: ${text || response.statusText}`,
      messageOf(body),
      body,
    );
  }
  // The admin API's answers are typed by its handlers; the screens name the shape they read.
  return body as T;
}

/** The text a SPEC 8 error toast shows: the server's message, else the screen's own fallback. */
export function toastErrorText(error: unknown, fallback: string): string {
  return error instanceof AdminApiError && error.serverMessage ? error.serverMessage : fallback;
}
