'use client';
import { adminAuthHeaders, recoverSession } from '../auth-storage';
import { bodyString } from '../kit/admin-fetch';
import { IMAGES_API } from '../kit/queries';
import { noteSessionUse } from '../kit/session-renewal';
import type { ToastMessage } from '../ui/toaster';

/** What an upload answered: on success the server's message and the stored image's URL and alt text. */
export type UploadOutcome =
  | { ok: true; message: string; image: { url: string; alt: string } }
  | { ok: false; serverMessage: string | undefined };

function uploadedImage(body: unknown): { url: string; alt: string } | undefined {
  const image: unknown = body && typeof body === 'object' ? Reflect.get(body, 'image') : undefined;
  const url = bodyString(image, 'url');
  return url ? { url, alt: bodyString(image, 'alt') ?? '' } : undefined;
}

/** One POST of the file; resolves with the status (0 for a network failure) and the JSON body. */
function send(file: File, onProgress: (percent: number) => void): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', IMAGES_API);
    for (const [name, value] of Object.entries(adminAuthHeaders())) xhr.setRequestHeader(name, value);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.response });
    xhr.onerror = () => resolve({ status: 0, body: undefined });
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

/**
 * POSTs one file to /api/admin/images (multipart field `file`) with XMLHttpRequest, the only browser API
 * that reports upload progress, so it cannot go through the kit's fetcher; it keeps the fetcher's session
 * rules all the same (ADR 0076): a success counts as use of the session, and a 401 (the session ended)
 * opens the sign-in dialog in place and sends the file once more after signing in, so the admin never
 * has to choose it again. Resolves with the server's message either way; a network failure has none.
 */
export async function uploadImage(file: File, onProgress: (percent: number) => void): Promise<UploadOutcome> {
  let answer = await send(file, onProgress);
  if (answer.status === 401 && (await recoverSession(true))) {
    onProgress(0);
    answer = await send(file, onProgress);
    // Refused even after signing in again: the way of any other 401 (off to sign-in).
    if (answer.status === 401) await recoverSession(false);
  }
  const image = uploadedImage(answer.body);
  if (answer.status >= 200 && answer.status < 300 && image) {
    noteSessionUse();
    onProgress(100);
    return { ok: true, message: bodyString(answer.body, 'message') ?? 'Image uploaded successfully!', image };
  }
  return { ok: false, serverMessage: bodyString(answer.body, 'error') };
}

/** spec.md "Image gallery": the toast an upload ends with ('Upload Failed' with the server's text, or its fallback). */
export function uploadToast(outcome: UploadOutcome): ToastMessage {
  return outcome.ok
    ? { title: 'Success', description: outcome.message }
    : {
        title: 'Upload Failed',
        description: outcome.serverMessage ?? 'Failed to upload image',
        variant: 'destructive',
      };
}
