import 'server-only';
import { getConfig } from '@/lib/config';
import { createLocalStorage } from './local-storage';
import type { MediaStorage } from './storage';
import { createSupabaseStorage } from './supabase-storage';

let storage: MediaStorage | undefined;

/** Supabase Storage when SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set, else DATA_DIR/uploads. */
export function getMediaStorage(): MediaStorage {
  if (!storage) {
    const config = getConfig();
    storage = config.supabase ? createSupabaseStorage(config.supabase) : createLocalStorage(config.dataDir);
  }
  return storage;
}

/** For tests that switch between the adapters. */
export function setMediaStorageForTests(next: MediaStorage | undefined): void {
  storage = next;
}
