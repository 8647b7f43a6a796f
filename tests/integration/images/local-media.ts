import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resetConfigForTests } from '@/lib/config';
import { setMediaStorageForTests, createLocalStorage } from '@/lib/server/media';

/**
 * Registers hooks that give the file its own DATA_DIR with local image storage (the default adapter),
 * and remove it afterwards. Returns the directory's path getter.
 */
export function useLocalMediaStorage(): () => string {
  let dataDir = '';
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'ailex-media-'));
    process.env.DATA_DIR = dataDir;
    resetConfigForTests();
    setMediaStorageForTests(createLocalStorage(dataDir));
  });
  afterAll(async () => {
    setMediaStorageForTests(undefined);
    delete process.env.DATA_DIR;
    resetConfigForTests();
    await rm(dataDir, { recursive: true, force: true });
  });
  return () => dataDir;
}
