// @ts-check
// Plain JavaScript so that next.config.mjs can read the same numbers as the upload handler: Next's proxy
// passes a route handler only as much body as experimental.proxyClientMaxBodySize (10 MB by default),
// and cuts the rest off silently (docs/adr/0033). lib/constants/images.ts re-exports these.

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Beyond the spec: files in one upload request. */
export const IMAGE_UPLOAD_MAX_FILES = 10;
/** Room for the multipart boundaries and part headers around the files. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** The largest upload request: the most files of the largest size. Past it the answer is 413. */
export const IMAGE_UPLOAD_MAX_REQUEST_BYTES =
  IMAGE_UPLOAD_MAX_FILES * IMAGE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES;
