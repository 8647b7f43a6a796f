'use client';
import { adminAuthHeaders, expireAdminSession } from '../auth-storage';
import { bodyString } from '../kit/admin-fetch';
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

/**
 * POSTs one file to /api/admin/images (multipart field `file`) with XMLHttpRequest, the only browser API
 * that reports upload progress. Resolves with the server's message either way; a network failure has none.
 */
export function uploadImage(file: File, onProgress: (percent: number) => void): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/admin/images');
    for (const [name, value] of Object.entries(adminAuthHeaders())) xhr.setRequestHeader(name, value);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      // The one admin call outside the kit's fetcher (fetch cannot report upload progress): same 401 rule.
      if (xhr.status === 401) expireAdminSession();
      const body: unknown = xhr.response;
      const image = uploadedImage(body);
      if (xhr.status >= 200 && xhr.status < 300 && image) {
        onProgress(100);
        resolve({ ok: true, message: bodyString(body, 'message') ?? 'Image uploaded successfully!', image });
      } else {
        resolve({ ok: false, serverMessage: bodyString(body, 'error') });
      }
    };
    xhr.onerror = () => resolve({ ok: false, serverMessage: undefined });
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
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
