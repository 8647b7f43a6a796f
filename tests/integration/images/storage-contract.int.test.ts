import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GET as serveMedia } from '@/app/media/[name]/route';
import { resetConfigForTests } from '@/lib/config';
import { STORAGE_BUCKET } from '@/lib/constants/images';
import { createLocalStorage, type MediaStorage, createSupabaseStorage } from '@/lib/server/media';
import { routeContext } from '@/tests/helpers/http';
import { startStorageStandIn, type StorageStandIn } from './storage-stand-in';

/** Reads an object back through its public URL, as a browser (or next/image) would. */
type Fetcher = (url: string) => Promise<Response>;

interface Adapter {
  storage: MediaStorage;
  fetchPublic: Fetcher;
  teardown: () => Promise<void>;
}

const adapters: Record<string, () => Promise<Adapter>> = {
  'local disk': async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'ailex-contract-'));
    process.env.DATA_DIR = dir;
    resetConfigForTests();
    return {
      storage: createLocalStorage(dir),
      fetchPublic: (url) =>
        serveMedia(new Request(`http://localhost${url}`), routeContext({ name: url.split('/').pop()! })),
      teardown: async () => {
        delete process.env.DATA_DIR;
        resetConfigForTests();
        await rm(dir, { recursive: true, force: true });
      },
    };
  },
  'Supabase Storage (local stand-in for the Storage API)': async () => {
    const standIn: StorageStandIn = await startStorageStandIn(STORAGE_BUCKET);
    return {
      storage: createSupabaseStorage({ url: standIn.url, serviceRoleKey: standIn.serviceKey }),
      fetchPublic: (url) => fetch(url),
      teardown: () => standIn.close(),
    };
  },
};

describe.each(Object.keys(adapters))('media storage contract: %s', (kind) => {
  let adapter: Adapter;
  beforeAll(async () => {
    adapter = await adapters[kind]!();
  });
  afterAll(() => adapter.teardown());

  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

  it('stores an object under its name, lists it with its size and serves it at its public URL', async () => {
    await adapter.storage.put('abc123-contract.png', png, 'image/png');
    expect(await adapter.storage.existing(['abc123-contract.png', 'nope-nope.png'])).toEqual(
      new Set(['abc123-contract.png']),
    );
    expect(await adapter.storage.list()).toEqual(
      expect.arrayContaining([{ name: 'abc123-contract.png', size: png.length }]),
    );
    const res = await adapter.fetchPublic(adapter.storage.publicUrl('abc123-contract.png'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
  });

  it('never overwrites an existing name', async () => {
    await adapter.storage.put('abc124-once.png', png, 'image/png');
    await expect(
      adapter.storage.put('abc124-once.png', Buffer.from([0x89, 0x50]), 'image/png'),
    ).rejects.toThrow();
    const res = await adapter.fetchPublic(adapter.storage.publicUrl('abc124-once.png'));
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
  });

  it('reads an object back through the adapter (what a backup does), and nothing for a missing name', async () => {
    await adapter.storage.put('abc127-read.png', png, 'image/png');
    const bytes = await adapter.storage.read('abc127-read.png');
    expect(bytes && Buffer.from(bytes).equals(png)).toBe(true);
    expect(await adapter.storage.read('abc999-missing.png')).toBeUndefined();
  });

  it('removes exactly the named objects and ignores names that do not exist', async () => {
    await adapter.storage.put('abc125-keep.png', png, 'image/png');
    await adapter.storage.put('abc126-drop.png', png, 'image/png');
    await adapter.storage.remove(['abc126-drop.png', 'abc999-never.png']);
    const names = (await adapter.storage.list()).map((o) => o.name);
    expect(names).toContain('abc125-keep.png');
    expect(names).not.toContain('abc126-drop.png');
    expect((await adapter.fetchPublic(adapter.storage.publicUrl('abc126-drop.png'))).ok).toBe(false);
  });
});
