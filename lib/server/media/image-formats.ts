import 'server-only';
/** The stored image formats (spec.md "Image gallery": JPEG, PNG, WebP, GIF): their content type and file extension. */
export const IMAGE_FORMATS = {
  jpeg: { contentType: 'image/jpeg', ext: 'jpg' },
  png: { contentType: 'image/png', ext: 'png' },
  webp: { contentType: 'image/webp', ext: 'webp' },
  gif: { contentType: 'image/gif', ext: 'gif' },
} as const;
export type ImageFormat = keyof typeof IMAGE_FORMATS;

/** The content type of a stored object's name, from its extension; undefined for any other name. */
export function contentTypeOfName(name: string): string | undefined {
  const ext = name.slice(name.lastIndexOf('.') + 1);
  return Object.values(IMAGE_FORMATS).find((f) => f.ext === ext)?.contentType;
}
