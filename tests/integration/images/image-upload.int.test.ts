import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { count } from 'drizzle-orm';
import { GET as serveMedia } from '@/app/media/[name]/route';
import { mediaImages } from '@/lib/server/db/schema';
import { routeContext } from '@/tests/helpers/http';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { useLocalMediaStorage } from './local-media';
import { createEditor, type Editor } from '../blog/admin-article-api';
import { listImages, uploadFiles } from './image-api';
import * as files from './image-files';

process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

interface UploadedImage {
  name: string;
  url: string;
  size: number;
  width: number;
  height: number;
  alt: string;
  original_name: string;
}

describe(`image uploads [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  let editor: Editor;
  const dataDir = useLocalMediaStorage();

  beforeAll(async () => {
    editor = await createEditor(testDb.get(), 'uploader@firm.example');
  });

  const storedFiles = () => readdir(path.join(dataDir(), 'uploads')).catch(() => [] as string[]);
  const imageRows = async () => (await testDb.get().select({ n: count() }).from(mediaImages))[0]!.n;

  async function expectRefused(upload: { name: string; bytes: Uint8Array; type?: string }, message: string) {
    const [filesBefore, rowsBefore] = [await storedFiles(), await imageRows()];
    const res = await uploadFiles([upload], editor.auth);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(message);
    expect(await storedFiles()).toEqual(filesBefore);
    expect(await imageRows()).toBe(rowsBefore);
  }

  it('stores a PNG re-encoded without its EXIF and GPS data, and serves it immutable with nosniff', async () => {
    const original = await files.pngWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await uploadFiles([{ name: 'Client_meeting photo.png', bytes: original }], editor.auth);
    expect(res.status).toBe(201);
    const { image } = (await res.json()) as { image: UploadedImage };
    // Alt text starts empty: the author writes it (issue 22 point 10).
    expect(image).toMatchObject({ width: 64, height: 48, alt: '' });
    expect(image.name).toMatch(/^[a-z0-9-]+-client-meeting-photo\.png$/);
    expect(image.url).toBe(`/media/${image.name}`);

    const stored = await readFile(path.join(dataDir(), 'uploads', image.name));
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(stored.includes('PhoneCo')).toBe(false);
    expect(image.size).toBe(stored.byteLength);

    const served = await serveMedia(
      new Request(`http://localhost${image.url}`),
      routeContext({ name: image.name }),
    );
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(stored)).toBe(true);
  });

  it('takes several files in one request, each typed by its bytes (a JPEG named .png is stored as .jpg)', async () => {
    const res = await uploadFiles(
      [
        { name: 'cover.png', bytes: await files.jpeg(), type: 'image/png' },
        { name: 'badge.webp', bytes: await files.webp() },
      ],
      editor.auth,
    );
    expect(res.status).toBe(201);
    const { images } = (await res.json()) as { images: UploadedImage[] };
    expect(images.map((i) => i.name.split('.').pop())).toEqual(['jpg', 'webp']);
  });

  it('keeps an animated GIF animated', async () => {
    const res = await uploadFiles([{ name: 'spinner.gif', bytes: await files.animatedGif(4) }], editor.auth);
    expect(res.status).toBe(201);
    const { image } = (await res.json()) as { image: UploadedImage };
    const meta = await sharp(await readFile(path.join(dataDir(), 'uploads', image.name)), {
      animated: true,
    }).metadata();
    expect(meta.pages).toBe(4);
    expect(image).toMatchObject({ width: 8, height: 8 });
  });

  it('refuses a PHP file named .png', () =>
    expectRefused(
      { name: 'shell.png', bytes: files.phpNamedPng() },
      'Please upload a valid image file (JPG, PNG, WebP, or GIF)',
    ));

  it('refuses an SVG', () =>
    expectRefused(
      { name: 'logo.svg', bytes: files.svg(), type: 'image/svg+xml' },
      'Please upload a valid image file (JPG, PNG, WebP, or GIF)',
    ));

  it('refuses a 6 MB file', () =>
    expectRefused({ name: 'huge.png', bytes: files.sixMegabytes() }, 'File size must be less than 5MB'));

  it('refuses a 20000×20000 PNG bomb from its header, without decoding it', async () => {
    const bomb = files.pngBomb();
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    // The process's peak resident set (KiB), which a decode would raise even if freed by the end.
    const peakBefore = process.resourceUsage().maxRSS;
    await expectRefused(
      { name: 'bomb.png', bytes: bomb },
      'Image dimensions are too large (at most 40 megapixels)',
    );
    expect(process.resourceUsage().maxRSS - peakBefore).toBeLessThan(200 * 1024);
  });

  it('refuses a truncated PNG', async () =>
    expectRefused(
      { name: 'half.png', bytes: await files.truncatedPng() },
      'Please upload a valid image file (JPG, PNG, WebP, or GIF)',
    ));

  it('refuses a 1,000-frame GIF', async () =>
    expectRefused(
      { name: 'frames.gif', bytes: await files.animatedGif(1000) },
      'Animated images may have at most 300 frames',
    ));

  it('stores nothing when one file of a request is refused', async () => {
    const [filesBefore, rowsBefore] = [await storedFiles(), await imageRows()];
    const res = await uploadFiles(
      [
        { name: 'fine.jpg', bytes: await files.jpeg() },
        { name: 'shell.png', bytes: files.phpNamedPng() },
      ],
      editor.auth,
    );
    expect(res.status).toBe(400);
    expect(await storedFiles()).toEqual(filesBefore);
    expect(await imageRows()).toBe(rowsBefore);
  });

  it('answers 4xx to a request that is not a file upload', async () => {
    const { POST } = await import('@/app/api/admin/images/route');
    const { jsonRequest } = await import('@/tests/helpers/http');
    const json = await POST(
      jsonRequest('/api/admin/images', { body: { file: 'x' }, headers: editor.auth }),
      {},
    );
    expect(json.status).toBe(415);
    const empty = await uploadFiles([], editor.auth);
    expect(empty.status).toBe(400);
    expect((await empty.json()).error).toBe('Choose an image to upload');
    expect((await uploadFiles([{ name: 'a.png', bytes: await files.jpeg() }], {})).status).toBe(401);
  });

  it('lists images newest first with their count and total size, and searches by name', async () => {
    const res = await listImages('?search=client', editor.auth);
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      images: UploadedImage[];
      pagination: { total: number };
      totalSize: number;
    };
    expect(body.images.map((i) => i.original_name)).toEqual(['Client_meeting photo.png']);
    const all = (await (await listImages('', editor.auth)).json()) as typeof body;
    expect(all.pagination.total).toBe(await imageRows());
    expect(all.totalSize).toBe(all.images.reduce((n, i) => n + i.size, 0));
    expect(all.images[0]!.name.endsWith('.gif')).toBe(true);
    expect((await listImages('?page=0', editor.auth)).status).toBe(400);
  });
});
