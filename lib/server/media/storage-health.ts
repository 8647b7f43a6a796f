import 'server-only';
import { randomBytes } from 'node:crypto';
import { getConfig } from '@/lib/config';
import { getMediaStorage } from './storage-config';
import { readLocalObject } from './local-storage';
import type { MediaStorage } from './storage';

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

async function readBack(storage: MediaStorage, name: string): Promise<Uint8Array | undefined> {
  if (storage.kind === 'local') return (await readLocalObject(getConfig().dataDir, name))?.bytes;
  const response = await fetch(storage.publicUrl(name), {
    signal: AbortSignal.timeout(STORAGE_HEALTH_TIMEOUT_MS * 5),
  });
  return response.ok ? new Uint8Array(await response.arrayBuffer()) : undefined;
}

/** A 1×1 transparent PNG: the probe file System Settings writes and reads back. */
const PROBE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * System Settings' storage test: writes a probe file, reads it back as a visitor would (the public
 * URL for a bucket, the disk for local storage), compares the bytes and removes it.
 */
export async function probeStorage(): Promise<{ ok: boolean; kind: 'local' | 'supabase'; message: string }> {
  const storage = getMediaStorage();
  const name = `storage-probe-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}.png`;
  let written = false;
  try {
    await storage.put(name, PROBE_PNG, 'image/png');
    written = true;
    const bytes = await readBack(storage, name);
    const same = bytes !== undefined && Buffer.from(bytes).equals(PROBE_PNG);
    return {
      ok: same,
      kind: storage.kind,
      message: same
        ? `Wrote a probe file and read the same ${PROBE_PNG.length} bytes back`
        : 'Wrote a probe file but could not read the same bytes back',
    };
  } catch (err) {
    return {
      ok: false,
      kind: storage.kind,
      message: `${written ? 'Reading' : 'Writing'} the probe file failed: ${err instanceof Error ? err.message : String(err)}`,
    };
  } finally {
    if (written) await storage.remove([name]).catch(() => undefined);
  }
}
