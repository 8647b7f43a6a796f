import 'server-only';
import { getConfig, type AppConfig } from '@/lib/config';
import { createLocalStorage } from './local-storage';
import type { MediaStorage } from './storage';
import { createSupabaseStorage } from './supabase-storage';

let storage: MediaStorage | undefined;

/** Supabase Storage when SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set, else DATA_DIR/uploads. */
export function createMediaStorage(config: Pick<AppConfig, 'supabase' | 'dataDir'>): MediaStorage {
  return config.supabase ? createSupabaseStorage(config.supabase) : createLocalStorage(config.dataDir);
}

/** The running server's storage, from its configuration (created once). */
export function getMediaStorage(): MediaStorage {
  storage ??= createMediaStorage(getConfig());
  return storage;
}

/** For tests that switch between the adapters. */
export function setMediaStorageForTests(next: MediaStorage | undefined): void {
  storage = next;
}
