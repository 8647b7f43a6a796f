'use client';
import type { Editor } from '@tiptap/core';
import type { Node as PmNode, Slice } from '@tiptap/pm/model';
import { IMAGE_TYPES } from '@/lib/constants/images';
import { uploadImage } from '../images/upload-request';

/**
 * Images pasted from elsewhere (docs/adr/0081): a body may only show images from this site (the CSP's
 * img-src, and the sanitizer drops data: URIs), so each pasted image from another address is copied into
 * the gallery through the upload endpoint and then points there, with empty alt text for the editor to
 * write; one that cannot be copied (a Word `file:` path, a web image the browser may not read) is removed
 * and the editor is told.
 */

/**
 * Files of images embedded in a paste (`data:` URIs), by the `blob:` address that stands in for them in
 * the editor until the upload: the editor's schema refuses `data:` sources, and the portal's CSP lets a
 * page show a blob: image but not fetch one back.
 */
const embedded = new Map<string, File>();

/** Embedded (`data:`) images of pasted HTML, turned into blob: addresses the upload then replaces. */
export function embeddedImagesToBlobs(html: string): string {
  if (!/<img[^>]+src\s*=\s*["']?data:/i.test(html)) return html;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const img of Array.from(doc.querySelectorAll('img[src^="data:"]'))) {
    const file = dataUriFile(img.getAttribute('src') ?? '');
    if (!file) {
      img.remove();
      continue;
    }
    const url = URL.createObjectURL(file);
    embedded.set(url, file);
    img.setAttribute('src', url);
  }
  return doc.body.innerHTML;
}

/** Whether an image address is outside this site (and so must be copied in or removed). */
function isForeignImage(src: string, origin: string = window.location.origin): boolean {
  if (!src) return false;
  if (src.startsWith('blob:')) return true;
  try {
    return new URL(src, origin).origin !== origin;
  } catch {
    return true;
  }
}

/** The addresses of the foreign images in a pasted slice, in order, once each. */
export function foreignImagesIn(slice: Slice): string[] {
  const found = new Set<string>();
  slice.content.descendants((node: PmNode) => {
    const src: unknown = node.attrs['src'];
    if (node.type.name === 'image' && typeof src === 'string' && isForeignImage(src)) found.add(src);
  });
  return [...found];
}

const IMAGE_TYPE_SET: ReadonlySet<string> = new Set(IMAGE_TYPES);

/** A data: URI's bytes, decoded here (fetch would be refused by the portal's connect-src). */
function dataUriFile(src: string): File | null {
  // Any image type: one the gallery does not take is refused by the upload, and removed with a note.
  const match = /^data:(image\/[^;,]+)(;base64)?,(.*)$/s.exec(src);
  if (!match) return null;
  const type = match[1]!;
  const payload = match[3]!;
  const text = match[2] ? atob(payload) : decodeURIComponent(payload);
  const bytes = Uint8Array.from(text, (c) => c.charCodeAt(0));
  return new File([bytes], `pasted-image.${type.split('/')[1]}`, { type });
}

/** The pasted image as a file to upload, or null when the browser cannot read it. */
async function imageFile(src: string): Promise<File | null> {
  const file = embedded.get(src);
  if (file) {
    embedded.delete(src);
    return file;
  }
  if (src.startsWith('data:')) return dataUriFile(src);
  if (!/^(https?|blob):/i.test(src)) return null;
  try {
    const res = await fetch(src, { credentials: 'omit' });
    if (!res.ok) return null;
    const blob = await res.blob();
    if (!IMAGE_TYPE_SET.has(blob.type)) return null;
    return new File([blob], `pasted-image.${blob.type.split('/')[1]}`, { type: blob.type });
  } catch {
    // Another site's image: the portal's connect-src (or that site's CORS) refuses the read.
    return null;
  }
}

/** Points every image node at `src` to `next` (new attributes), or removes them when `next` is null. */
export function replaceImages(editor: Editor, src: string, next: { src: string; alt: string } | null): void {
  const found: { pos: number; node: PmNode }[] = [];
  editor.state.doc.descendants((node, pos) => {
    if (node.type.name === 'image' && node.attrs['src'] === src) found.push({ pos, node });
  });
  if (found.length === 0) return;
  const tr = editor.state.tr;
  for (const { pos, node } of found.reverse()) {
    if (next) tr.setNodeMarkup(pos, undefined, { ...node.attrs, ...next });
    else tr.delete(pos, pos + node.nodeSize);
  }
  editor.view.dispatch(tr);
}

export type PastedImageOutcome = { kind: 'uploaded'; url: string } | { kind: 'removed'; src: string };

/** Copies one pasted image into the gallery (or removes it) and says which. */
export async function importPastedImage(editor: Editor, src: string): Promise<PastedImageOutcome> {
  const file = await imageFile(src);
  const outcome = file ? await uploadImage(file, () => undefined) : null;
  if (editor.isDestroyed) return { kind: 'removed', src };
  if (src.startsWith('blob:')) URL.revokeObjectURL(src);
  if (outcome?.ok) {
    replaceImages(editor, src, { src: outcome.image.url, alt: '' });
    return { kind: 'uploaded', url: outcome.image.url };
  }
  replaceImages(editor, src, null);
  return { kind: 'removed', src };
}
