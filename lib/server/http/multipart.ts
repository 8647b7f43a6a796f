import 'server-only';
import {
  IMAGE_MESSAGES,
  IMAGE_UPLOAD_MAX_FILES,
  IMAGE_UPLOAD_MAX_REQUEST_BYTES,
} from '@/lib/constants/images';
import { ApiError } from './api-error';
import { assertWellFormedInput, readLimitedBytes } from './request';

export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

/**
 * The files of a multipart/form-data upload (field `file`, one or several). The body is read only up
 * to what the most files of the largest size could take (a full batch of 10 × 5 MB): past that the
 * read stops with 413. next.config.mjs lets Next's proxy pass that much (its default would cut the body
 * at 10 MB, which parsed as a malformed multipart body).
 */
export async function readUploadedImages(request: Request): Promise<UploadedFile[]> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data;\s*boundary=/i.test(contentType)) {
    throw new ApiError(415, 'Content-Type must be multipart/form-data');
  }
  const body = await readLimitedBytes(
    request,
    IMAGE_UPLOAD_MAX_REQUEST_BYTES,
    () => new ApiError(413, IMAGE_MESSAGES.requestTooLarge),
  );
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new ApiError(400, 'Malformed multipart body');
  }
  const files = form.getAll('file').filter((v): v is File => typeof v !== 'string');
  if (files.length === 0) throw new ApiError(400, IMAGE_MESSAGES.noFile);
  if (files.length > IMAGE_UPLOAD_MAX_FILES) throw new ApiError(400, IMAGE_MESSAGES.tooManyFiles);
  assertWellFormedInput({ file: files.map((f) => f.name) });
  return Promise.all(
    files.map(async (f) => ({ name: f.name.slice(0, 200), bytes: new Uint8Array(await f.arrayBuffer()) })),
  );
}
