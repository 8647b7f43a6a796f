import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Real image files for the upload tests, made here rather than committed as binaries. */

export const pngWithGps = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#2563eb' } })
    .png()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Leaky 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '50/1 50/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '4/1 21/1 0/1',
      },
    })
    .toBuffer();

export const jpeg = () =>
  sharp({ create: { width: 120, height: 63, channels: 3, background: '#f59e0b' } })
    .jpeg()
    .toBuffer();

export const webp = () =>
  sharp({ create: { width: 40, height: 40, channels: 4, background: '#10b98180' } })
    .webp()
    .toBuffer();

export async function animatedGif(frames: number): Promise<Buffer> {
  const pngs = await Promise.all(
    Array.from({ length: frames }, (_, i) =>
      sharp({ create: { width: 8, height: 8, channels: 3, background: { r: (i * 37) % 256, g: 0, b: 0 } } })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(pngs, { join: { animated: true } })
    .gif()
    .toBuffer();
}

/** A PNG whose noise makes it large enough that half of it is missing real pixel data. */
export async function truncatedPng(): Promise<Buffer> {
  const raw = Buffer.from(Array.from({ length: 200 * 200 * 3 }, (_, i) => (i * 7919) % 251));
  const png = await sharp(raw, { raw: { width: 200, height: 200, channels: 3 } })
    .png()
    .toBuffer();
  return png.subarray(0, Math.floor(png.length / 2));
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a few hundred bytes declaring 20000×20000 pixels (1.2 GB once decoded).
 * Its header is all a decoder needs to learn the size, which is what the upload must check first.
 */
export function pngBomb(side = 20_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const row = Buffer.alloc(1 + side * 3); // filter byte + zeros
  const idat = deflateSync(Buffer.concat(Array.from({ length: 4 }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const phpNamedPng = () => Buffer.from('<?php system($_GET["c"]); ?>\n', 'utf8');

export const svg = () =>
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>',
  );

/** Bytes that begin like a PNG and are 6 MB long: refused for their size before anything else. */
export const sixMegabytes = () =>
  Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(6 * 1024 * 1024),
  ]);
