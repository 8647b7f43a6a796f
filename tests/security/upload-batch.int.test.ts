import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { count } from 'drizzle-orm';
import nextConfig from '@/next.config.mjs';
import {
  IMAGE_MAX_BYTES,
  IMAGE_MESSAGES,
  IMAGE_UPLOAD_MAX_FILES,
  IMAGE_UPLOAD_MAX_REQUEST_BYTES,
} from '@/lib/constants/images';
import { mediaImages } from '@/lib/server/db/schema';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { useLocalMediaStorage } from '@/tests/integration/images/local-media';
import { createEditor, type Editor } from '@/tests/integration/blog/admin-article-api';
import { uploadFiles } from '@/tests/integration/images/image-api';

jest.setTimeout(300_000);
process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

const MB = 1024 * 1024;

/** A PNG of noise (it does not compress) just under the per-file limit. */
async function nearlyFullPng(seed: number): Promise<Uint8Array> {
  const png = await sharp({
    create: {
      width: 1200,
      height: 1300,
      channels: 3,
      background: { r: seed * 20, g: 90, b: 160 },
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return new Uint8Array(png);
}

describe(`a full gallery batch in one request [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  const dataDir = useLocalMediaStorage();
  let editor: Editor;

  beforeAll(async () => {
    editor = await createEditor(testDb.get(), 'batch@firm.example');
  });

  const storedFiles = () => readdir(path.join(dataDir(), 'uploads')).catch(() => [] as string[]);
  const imageRows = async () => (await testDb.get().select({ n: count() }).from(mediaImages))[0]!.n;

  it("lets Next's proxy pass a whole batch to the handler (its default cuts bodies off at 10 MB)", () => {
    // proxy.ts runs on /api/admin/**: a body past this limit reaches the handler truncated.
    const limit = nextConfig.experimental?.proxyClientMaxBodySize;
    expect(typeof limit).toBe('number');
    // Next drops the whole read that crosses its limit: the headroom must exceed one socket read (64 KB),
    // or a larger body arrives cut below the handler's limit and fails as malformed instead of 413.
    expect((limit as number) - IMAGE_UPLOAD_MAX_REQUEST_BYTES).toBeGreaterThan(64 * 1024);
    expect(IMAGE_UPLOAD_MAX_REQUEST_BYTES).toBeGreaterThanOrEqual(IMAGE_UPLOAD_MAX_FILES * IMAGE_MAX_BYTES);
  });

  it('stores 10 images of nearly 5 MB each sent in one request', async () => {
    const files = await Promise.all(
      Array.from({ length: IMAGE_UPLOAD_MAX_FILES }, async (_, i) => ({
        name: `batch-${i}.png`,
        bytes: await nearlyFullPng(i),
      })),
    );
    for (const f of files) {
      expect(f.bytes.byteLength).toBeGreaterThan(4 * MB);
      expect(f.bytes.byteLength).toBeLessThanOrEqual(IMAGE_MAX_BYTES);
    }
    expect(files.reduce((n, f) => n + f.bytes.byteLength, 0)).toBeGreaterThan(40 * MB);
    const res = await uploadFiles(files, editor.auth);
    expect(res.status).toBe(201);
    const body = (await res.json()) as { images: unknown[] };
    expect(body.images).toHaveLength(IMAGE_UPLOAD_MAX_FILES);
    expect(await imageRows()).toBe(IMAGE_UPLOAD_MAX_FILES);
  });

  it('answers 413 JSON to a request larger than a full batch and stores nothing', async () => {
    const [filesBefore, rowsBefore] = [await storedFiles(), await imageRows()];
    const full = new Uint8Array(IMAGE_MAX_BYTES);
    const files = [
      ...Array.from({ length: IMAGE_UPLOAD_MAX_FILES }, (_, i) => ({ name: `big-${i}.png`, bytes: full })),
      { name: 'one-more.png', bytes: new Uint8Array(MB) },
    ];
    const res = await uploadFiles(files, editor.auth);
    expect(res.status).toBe(413);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({ error: IMAGE_MESSAGES.requestTooLarge });
    expect(await storedFiles()).toEqual(filesBefore);
    expect(await imageRows()).toBe(rowsBefore);
  });
});
