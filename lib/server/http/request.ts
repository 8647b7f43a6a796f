import 'server-only';
import type { ZodType } from 'zod';
import { MAX_JSON_BODY_BYTES, UNKNOWN_CLIENT_ADDRESS } from '@/lib/constants';
import { ApiError } from './api-error';
import { getConfig } from '@/lib/config';

/**
 * Reads a JSON body of at most 64 KB and parses it with the schema. Malformed JSON, an oversized
 * body and schema failures all become 4xx ApiErrors (or a ZodError, mapped to 400).
 */
export async function readJsonBody<T>(request: Request, schema: ZodType<T>): Promise<T> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_JSON_BODY_BYTES) throw new ApiError(413, 'Request body too large');
  const text = await readLimitedText(request, MAX_JSON_BODY_BYTES);
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
  return schema.parse(data);
}

function isJsonContentType(value: string | null): boolean {
  const type = value?.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}

async function readLimitedText(request: Request, limit: number): Promise<string> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new ApiError(413, 'Request body too large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Parses URL search params (first value of each key) with the schema. */
export function parseSearchParams<T>(request: Request, schema: ZodType<T>): T {
  const params = Object.fromEntries(new URL(request.url).searchParams.entries());
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
  const fromProxy = entries.length > 0 ? entries[Math.max(0, entries.length - trustedHops)] : undefined;
  return fromProxy || request.headers.get('x-real-ip')?.trim() || UNKNOWN_CLIENT_ADDRESS;
}
