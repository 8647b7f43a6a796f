import 'server-only';
import type { ZodType } from 'zod';
import { MAX_JSON_BODY_BYTES, UNKNOWN_CLIENT_ADDRESS } from '@/lib/constants/forms';
import { ApiError } from './api-error';
import { getConfig } from '@/lib/config';
import { REQUEST_TOO_LARGE_MESSAGE } from './body-limits';
import { chainVerdict, warnProxyMisconfiguration } from './proxy-check';

/**
 * Reads a JSON body of at most `maxBytes` (64 KB unless the route allows more) and parses it with the schema. Malformed JSON, an oversized
 * body and schema failures all become 4xx ApiErrors (or a ZodError, mapped to 400).
 */
export async function readJsonBody<T>(
  request: Request,
  schema: ZodType<T>,
  maxBytes: number = MAX_JSON_BODY_BYTES,
  /** The 413's text, when the route can name its limit in the caller's terms (an article's content). */
  tooLargeMessage = REQUEST_TOO_LARGE_MESSAGE,
): Promise<T> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw new ApiError(413, tooLargeMessage);
  const text = await readLimitedText(request, maxBytes, tooLargeMessage);
  // Only JSON is accepted: a cross-site HTML form cannot send application/json without a CORS
  // preflight, which this app never grants, so cookie-carrying forged posts stop here.
  if (text.length > 0 && !isJsonContentType(request.headers.get('content-type'))) {
    throw new ApiError(415, 'Content-Type must be application/json');
  }
  return parseJsonText(text, schema);
}

function parseJsonText<T>(text: string, schema: ZodType<T>): T {
  let data: unknown;
  try {
    data = text.length === 0 ? {} : JSON.parse(text);
  } catch {
    throw new ApiError(400, 'Malformed JSON body');
  }
  assertWellFormedInput(data);
  return schema.parse(data);
}

/**
 * readJsonBody for a body `navigator.sendBeacon(url, string)` sends: its Content-Type is
 * `text/plain;charset=UTF-8` and a page cannot change it without a Blob (which would need a CORS
 * preflight for application/json). Taking text/plain is safe only where the request authenticates
 * nothing and changes nothing a forged post could abuse: POST /api/event, whose worst case is a
 * counted view (and whose handler refuses other sites' pages).
 */
export async function readBeaconJsonBody<T>(
  request: Request,
  schema: ZodType<T>,
  maxBytes: number,
): Promise<T> {
  const text = await readLimitedText(request, maxBytes, REQUEST_TOO_LARGE_MESSAGE);
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (text.length > 0 && type !== 'text/plain' && !isJsonContentType(type)) {
    throw new ApiError(415, 'Content-Type must be application/json or text/plain');
  }
  return parseJsonText(text, schema);
}

// Two kinds of string no field of this app has a use for, and that PostgreSQL turns into a 500 if they
// reach a query: U+0000 ("invalid byte sequence for encoding UTF8: 0x00" in text) and an unpaired
// surrogate (JSON's "\ud800" escape parses into one; a text column silently stores U+FFFD, a jsonb
// column such as the audit log's refuses it, so a save went through and its audit insert failed).
// Every string input (JSON bodies with their keys, query parameters, route params, uploaded file names)
// is checked here, in one place, before any schema or query runs, and refused with a 400 naming the field.
const NUL = '\u0000';
// With the u flag a pair is one code point, so this matches only a surrogate that has no partner.
const LONE_SURROGATE = /[\ud800-\udfff]/u;

const FAULTS = {
  nul: { error: 'Input must not contain NUL characters', detail: 'Must not contain NUL characters' },
  surrogate: {
    error: 'Input must be well-formed Unicode text',
    detail: 'Must be well-formed Unicode text (it holds an unpaired surrogate)',
  },
} as const;

function faultOf(text: string): keyof typeof FAULTS | null {
  if (text.includes(NUL)) return 'nul';
  return LONE_SURROGATE.test(text) ? 'surrogate' : null;
}

/**
 * Throws a 400 when any string in `value` (object keys included) holds a NUL character or an unpaired
 * surrogate. The answer names the field: `{ error: 'Input must be well-formed Unicode text: name',
 * details: { name: '...' } }`, the path joined with dots (`article.tags.2`) as zod's field errors are.
 */
export function assertWellFormedInput(value: unknown): void {
  const found = findFault(value, [], 0);
  if (!found) return;
  const field = found.path.join('.') || '_';
  const { error, detail } = FAULTS[found.fault];
  throw new ApiError(400, `${error}: ${field}`, { [field]: detail });
}

// JSON.parse has no depth limit of its own (64 KB of '[' nests 64 K deep); no payload of this app
// nests past a few levels, so a deeper one is refused rather than walked.
const MAX_DEPTH = 64;

interface Fault {
  fault: keyof typeof FAULTS;
  path: string[];
}

function findFault(value: unknown, path: string[], depth: number): Fault | null {
  if (typeof value === 'string') {
    const fault = faultOf(value);
    return fault ? { fault, path } : null;
  }
  if (depth > MAX_DEPTH) throw new ApiError(400, 'Request body is nested too deeply');
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((v, i) => [String(i), v])
    : value !== null && typeof value === 'object'
      ? Object.entries(value)
      : [];
  for (const [key, v] of entries) {
    // A bad key is named by what can be shown of it (the answer is JSON: it must not carry the fault).
    const keyFault = faultOf(key);
    if (keyFault) return { fault: keyFault, path: [...path, key.replace(/[\u0000\ud800-\udfff]/gu, '?')] };
    const inner = findFault(v, [...path, key], depth + 1);
    if (inner) return inner;
  }
  return null;
}

function isJsonContentType(value: string | null): boolean {
  const type = value?.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}

async function readLimitedText(request: Request, limit: number, tooLargeMessage: string): Promise<string> {
  return (await readLimitedBytes(request, limit, () => new ApiError(413, tooLargeMessage))).toString('utf8');
}

/** The body, read until `limit` bytes and no further: past it the read stops and `tooLarge()` is thrown. */
export async function readLimitedBytes(
  request: Request,
  limit: number,
  tooLarge: () => Error,
): Promise<Buffer> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) throw tooLarge();
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * Route params (`context.params`, a promise in Next 16) go through the same check as bodies and
 * queries; apiRoute and withAdmin call this before the handler, so no handler has to.
 */
export async function assertWellFormedParams(context: unknown): Promise<void> {
  const params = (context as { params?: unknown } | null | undefined)?.params;
  if (params !== undefined) assertWellFormedInput(await params);
}

/** Parses URL search params (first value of each key) with the schema. */
export function parseSearchParams<T>(request: Request, schema: ZodType<T>): T {
  const params = Object.fromEntries(new URL(request.url).searchParams.entries());
  assertWellFormedInput(params);
  return schema.parse(params);
}

/**
 * The client's address for rate limits. Each proxy appends the address it received the request from
 * to X-Forwarded-For, so only the entries added by our own proxies can be trusted: with
 * TRUSTED_PROXY_HOPS = n (default 1) the client is the n-th entry from the right. Entries to the left
 * are whatever the client sent and are ignored, so rotating a forged header does not escape a limit.
 * `next start` without a proxy fills the header only when the client sent none, and route handlers
 * never see the socket: with TRUSTED_PROXY_HOPS = 0 the address is unknown, so every per-address
 * limit shares one global subject and no forged address reaches the audit log.
 */
export function clientAddress(request: Request, trustedHops = getConfig().trustedProxyHops): string {
  if (trustedHops <= 0) return UNKNOWN_CLIENT_ADDRESS;
  const entries = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const short = chainVerdict(trustedHops, entries.length);
  if (short) warnProxyMisconfiguration(trustedHops, short);
  const fromProxy = entries.length > 0 ? entries[Math.max(0, entries.length - trustedHops)] : undefined;
  return fromProxy || request.headers.get('x-real-ip')?.trim() || UNKNOWN_CLIENT_ADDRESS;
}

/** Who sent the request, as plain data for a domain: the trusted client address and the user agent. */
export function requestClient(request: Request): { address: string; userAgent: string | null } {
  return { address: clientAddress(request), userAgent: request.headers.get('user-agent') };
}
