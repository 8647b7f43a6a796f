import 'server-only';
import http from 'node:http';

/**
 * Headers an answer carries at most once. `Location` twice is malformed (a proxy joins them into
 * "/a, /a", and Googlebot then reports a redirect error); `x-nextjs-stale-time` twice is the same bug's
 * other half.
 */
const SINGLE_VALUE_HEADERS = new Set(['location', 'x-nextjs-stale-time']);

/** True when `value` would only repeat what the header already holds. */
export function repeatsHeader(name: string, existing: unknown, value: unknown): boolean {
  if (!SINGLE_VALUE_HEADERS.has(name.toLowerCase()) || existing === undefined) return false;
  const held = (Array.isArray(existing) ? existing : [existing]).map(String);
  const added = (Array.isArray(value) ? value : [value]).map(String);
  return added.every((v) => held.includes(v));
}

/**
 * Next 16 sends `Location` twice on the first, uncached render of an ISR page that redirects (a renamed
 * article's old slug): the render sets it on the response, then the response cache appends the entry's
 * headers, the same one again (vercel/next.js#82117, fix proposed in #95913, not released). Until it is,
 * an identical second value of a single-value header is dropped on every response of this process
 * (docs/adr/0040). A different value still goes through, so nothing is hidden if Next ever meant two.
 */
export function installSingleValueHeaders(): () => void {
  const append = http.ServerResponse.prototype.appendHeader;
  http.ServerResponse.prototype.appendHeader = function appendOnce(
    this: http.ServerResponse,
    name: string,
    value: string | readonly string[],
  ) {
    if (repeatsHeader(name, this.getHeader(name), value)) return this;
    return append.call(this, name, value);
  };
  return () => {
    http.ServerResponse.prototype.appendHeader = append;
  };
}
