import { NextRequest } from 'next/server';

/** Builds the NextRequest Next would pass, for calling a route handler export directly. */
export function jsonRequest(
  url: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): NextRequest {
  const headers = new Headers(init.headers);
  let body: string | undefined;
  if (init.body !== undefined) {
    body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  return new NextRequest(new URL(url, 'http://localhost:3000'), {
    method: init.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
  });
}

/** Route handler context for dynamic segments (Next 16 passes params as a Promise). */
export function routeContext<P extends Record<string, string | string[]>>(params: P): { params: Promise<P> } {
  return { params: Promise.resolve(params) };
}
