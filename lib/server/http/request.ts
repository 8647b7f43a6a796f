import 'server-only';
import type { ZodType } from 'zod';
import { MAX_JSON_BODY_BYTES, UNKNOWN_CLIENT_ADDRESS } from '@/lib/constants/forms';
import { ApiError } from './api-error';
import { getConfig } from '@/lib/config';
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
  tooLargeMessage = 'Request body too large',
): Promise<T> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw new ApiError(413, tooLargeMessage);
  const text = await readLimitedText(request, maxBytes, tooLargeMessage);
  // Only JSON is accepted: a cross-site HTML form cannot send application/json without a CORS
  // preflight, which this app never grants, so cookie-carrying forged posts stop here.
  if (text.length > 0 && !isJsonContentType(request.headers.get('content-type'))) {
    throw new ApiError(415, 'Content-Type must be application/json');
  }
  let data: unknown;
  try {
    data = text.length === 0 ? {} : JSON.parse(text);
  } catch {
    throw new ApiError(400, 'Malformed JSON body');
  }
  assertNoNulBytes(data);
  return schema.parse(data);
}

// PostgreSQL refuses U+0000 in text ("invalid byte sequence for encoding UTF8: 0x00"), so a NUL that
// reached a query would be a 500. No field of this app has a use for it: every string input (JSON
// bodies, query parameters, route params) is refused here, in one place, before any schema runs.
const NUL = '\u0000';

/** Throws a 400 when any string in value (object keys included) contains a NUL character. */
export function assertNoNulBytes(value: unknown): void {
  if (containsNul(value, 0)) throw new ApiError(400, 'Input must not contain NUL characters');
}

// JSON.parse has no depth limit of its own (64 KB of '[' nests 64 K deep); no payload of this app
// nests past a few levels, so a deeper one is refused rather than walked.
const MAX_DEPTH = 64;

function containsNul(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (depth > MAX_DEPTH) throw new ApiError(400, 'Request body is nested too deeply');
  if (Array.isArray(value)) return value.some((v) => containsNul(v, depth + 1));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([k, v]) => k.includes(NUL) || containsNul(v, depth + 1));
  }
  return false;
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
 * Route params (`context.params`, a promise in Next 16) go through the same NUL check as bodies and
 * queries; apiRoute and withAdmin call this before the handler, so no handler has to.
 */
export async function assertParamsHaveNoNul(context: unknown): Promise<void> {
  const params = (context as { params?: unknown } | null | undefined)?.params;
  if (params !== undefined) assertNoNulBytes(await params);
}

/** Parses URL search params (first value of each key) with the schema. */
export function parseSearchParams<T>(request: Request, schema: ZodType<T>): T {
  const params = Object.fromEntries(new URL(request.url).searchParams.entries());
  assertNoNulBytes(params);
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
