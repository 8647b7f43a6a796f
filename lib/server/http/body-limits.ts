import 'server-only';
import {
  ARTICLE_JSON_BODY_BYTES,
  ARTICLE_TOO_LARGE_MESSAGE,
  MAX_JSON_BODY_BYTES,
} from '@/lib/constants/forms';
import { IMAGE_MESSAGES, IMAGE_UPLOAD_MAX_REQUEST_BYTES } from '@/lib/constants/images';

export interface BodyLimit {
  bytes: number;
  /** The 413's text, the same the route's own reader gives. */
  message: string;
}

export const REQUEST_TOO_LARGE_MESSAGE = 'Request body too large';

/** Every request body but the three below: JSON of at most 64 KB (pages take none). */
const DEFAULT_BODY_LIMIT: BodyLimit = {
  bytes: MAX_JSON_BODY_BYTES,
  message: REQUEST_TOO_LARGE_MESSAGE,
};
const ARTICLE_SAVE: BodyLimit = { bytes: ARTICLE_JSON_BODY_BYTES, message: ARTICLE_TOO_LARGE_MESSAGE };

/** The routes that take more than DEFAULT_BODY_LIMIT, with the limit their handler reads up to. */
const LARGER_BODIES: { method: string; pattern: string; limit: BodyLimit }[] = [
  { method: 'POST', pattern: '/api/admin/blog/articles', limit: ARTICLE_SAVE },
  { method: 'PUT', pattern: '/api/admin/blog/articles/[id]', limit: ARTICLE_SAVE },
  {
    method: 'POST',
    pattern: '/api/admin/images',
    limit: { bytes: IMAGE_UPLOAD_MAX_REQUEST_BYTES, message: IMAGE_MESSAGES.requestTooLarge },
  },
];

function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  return want.length === have.length && want.every((s, i) => s.startsWith('[') || s === have[i]);
}

/**
 * The most a request to `url` may send, checked on the server before Next reads a byte of the body
 * (body-gate.ts); the route's handler then reads at most the same (readJsonBody, readUploadedImages).
 */
export function bodyLimitFor(method: string, url: string): BodyLimit {
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  return (
    LARGER_BODIES.find((r) => r.method === method && matches(r.pattern, path))?.limit ?? DEFAULT_BODY_LIMIT
  );
}
