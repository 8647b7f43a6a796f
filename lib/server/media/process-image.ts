import 'server-only';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { IMAGE_MAX_BYTES, IMAGE_MAX_FRAMES, IMAGE_MAX_PIXELS, IMAGE_MESSAGES } from '@/lib/constants/images';
import { IMAGE_FORMATS, type ImageFormat } from './image-formats';

/** The four accepted types, told apart by their first bytes (never by name or declared type). */

export class ImageRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageRejected';
  }
}

const startsWith = (b: Uint8Array, bytes: readonly number[], at = 0) =>
  bytes.every((x, i) => b[at + i] === x);

function sniffImageFormat(b: Uint8Array): ImageFormat | undefined {
  if (startsWith(b, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(b, [0x47, 0x49, 0x46, 0x38])) return 'gif';
  if (startsWith(b, [0x52, 0x49, 0x46, 0x46]) && startsWith(b, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return undefined;
}

export interface ProcessedImage {
  bytes: Buffer;
  format: ImageFormat;
  contentType: string;
  ext: string;
  width: number;
  height: number;
}

function encode(pipeline: Sharp, format: ImageFormat): Sharp {
  switch (format) {
    case 'jpeg':
      return pipeline.jpeg({ quality: 85, mozjpeg: true });
    case 'png':
      return pipeline.png();
    case 'webp':
      return pipeline.webp({ quality: 85 });
    case 'gif':
      return pipeline.gif();
  }
}

/**
 * Checks an upload and re-encodes it: the type from its bytes, at most 5 MB, 40 megapixels and 300
 * frames, decoded in full (a truncated or corrupt file is refused), oriented by its EXIF tag and then
 * written without any metadata (no EXIF, GPS, XMP or ICC text survives). Animated GIF and WebP stay
 * animated.
 */
export async function processImage(input: Uint8Array): Promise<ProcessedImage> {
  if (input.byteLength > IMAGE_MAX_BYTES) throw new ImageRejected(IMAGE_MESSAGES.tooLarge);
  const format = sniffImageFormat(input);
  if (!format) throw new ImageRejected(IMAGE_MESSAGES.invalidType);

  const options = { animated: true, limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'truncated' } as const;
  let meta: Metadata;
  try {
    // Reading the header decodes no pixels, so the size limit is checked by hand below, with its own message.
    meta = await sharp(input, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected(IMAGE_MESSAGES.invalidType);
  }
  if (meta.format !== format) throw new ImageRejected(IMAGE_MESSAGES.invalidType);
  const frames = meta.pages ?? 1;
  const frameHeight = meta.pageHeight ?? meta.height;
  if (meta.width * frameHeight > IMAGE_MAX_PIXELS) throw new ImageRejected(IMAGE_MESSAGES.tooManyPixels);
  if (frames > IMAGE_MAX_FRAMES) throw new ImageRejected(IMAGE_MESSAGES.tooManyFrames);

  try {
    // rotate() with no angle applies the EXIF orientation, which is about to be stripped.
    const base = sharp(input, options);
    const pipeline = frames > 1 ? base : base.rotate();
    const { data, info } = await encode(pipeline, format).toBuffer({ resolveWithObject: true });
    return {
      bytes: data,
      format,
      ...IMAGE_FORMATS[format],
      width: info.width,
      height: frames > 1 ? (info.pageHeight ?? info.height) : info.height,
    };
  } catch {
    throw new ImageRejected(IMAGE_MESSAGES.invalidType);
  }
}
