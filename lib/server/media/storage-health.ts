import 'server-only';
import { getMediaStorage } from './storage-config';

const STORAGE_HEALTH_TIMEOUT_MS = 2000;

export interface StorageHealth {
  ok: boolean;
  kind: 'local' | 'supabase';
}

/** One read from image storage (a name that never exists): the disk or the bucket answers within 2 s. */
export async function checkStorageHealth(): Promise<StorageHealth> {
  const storage = getMediaStorage();
  try {
    await Promise.race([
      storage.existing(['health-probe.png']),
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error('timed out')), STORAGE_HEALTH_TIMEOUT_MS).unref(),
      ),
    ]);
    return { ok: true, kind: storage.kind };
  } catch {
    return { ok: false, kind: storage.kind };
  }
}
