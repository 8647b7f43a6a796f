import 'server-only';
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, openAsBlob } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { createClient } from '@supabase/supabase-js';
import type { AppConfig } from '@/lib/config';
import { BACKUP_BUCKET, BACKUP_ID_PATTERN } from '@/lib/constants/backups';
import type { StoredBackup } from '@/lib/admin/backups';
import { BACKUP_FILE_SUFFIX } from './format';

/** A stored backup as the API lists it. */
export type { StoredBackup };

/**
 * Where the API's and the daily job's backups are kept: DATA_DIR/backups, or the private Supabase
 * Storage bucket `backups` when images live in Supabase (an instance's disk is not shared there).
 */
export interface BackupStore {
  readonly kind: 'local' | 'supabase';
  /** Writes a new backup under `id` through `write`; it is listed only once complete. */
  save<T>(id: string, write: (out: Writable) => Promise<T>): Promise<T>;
  list(): Promise<StoredBackup[]>;
  /** The backup's bytes as a web stream, or undefined when there is none with that id. */
  open(id: string): Promise<{ body: ReadableStream<Uint8Array>; sizeBytes: number } | undefined>;
  remove(ids: readonly string[]): Promise<void>;
}

/** A new id: its creation time (so ids sort by age) and a random part (two at one instant differ). */
export function newBackupId(now: Date, includesSecrets = false): string {
  const stamp = now.toISOString().replace(/[-:.]/g, '');
  return `${stamp}-${randomBytes(4).toString('hex')}${includesSecrets ? '-secrets' : ''}`;
}

function describeId(id: string, sizeBytes: number): StoredBackup | undefined {
  const m = BACKUP_ID_PATTERN.exec(id);
  if (!m?.groups) return undefined;
  const { y, mo, d, h, mi, s, ms, secrets } = m.groups;
  const createdAt = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}.${ms}Z`);
  if (Number.isNaN(createdAt.getTime())) return undefined;
  return {
    id,
    createdAt: createdAt.toISOString(),
    sizeBytes,
    includesSecrets: secrets !== undefined,
  };
}

/** A file's stream as a web stream, read as the response is sent (back-pressure through pull). */
function webStream(node: Readable): ReadableStream<Uint8Array> {
  const chunks = node[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    cancel() {
      node.destroy();
    },
  });
}

const fileName = (id: string) => `${id}${BACKUP_FILE_SUFFIX}`;
const idOf = (name: string) =>
  name.endsWith(BACKUP_FILE_SUFFIX) ? name.slice(0, -BACKUP_FILE_SUFFIX.length) : '';

function newestFirst(list: StoredBackup[]): StoredBackup[] {
  return list.sort((a, b) => b.id.localeCompare(a.id));
}

export function createLocalBackupStore(dataDir: string): BackupStore {
  const dir = path.resolve(dataDir, 'backups');
  // Ids are checked by the route's schema; this is the last line before the file system.
  const fileOf = (id: string) => {
    if (!BACKUP_ID_PATTERN.test(id)) throw new Error(`refusing backup id ${JSON.stringify(id)}`);
    return path.join(dir, fileName(id));
  };
  return {
    kind: 'local',
    async save(id, write) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const final = fileOf(id);
      const partial = `${final}.partial`;
      try {
        const result = await write(createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
        await rename(partial, final);
        return result;
      } catch (err) {
        await rm(partial, { force: true });
        throw err;
      }
    },
    async list() {
      const names = await readdir(dir).catch(() => [] as string[]);
      const out: StoredBackup[] = [];
      for (const name of names) {
        const size = await stat(path.join(dir, name)).then(
          (s) => s.size,
          () => undefined,
        );
        const described = size === undefined ? undefined : describeId(idOf(name), size);
        if (described) out.push(described);
      }
      return newestFirst(out);
    },
    async open(id) {
      const file = fileOf(id);
      const size = await stat(file).then(
        (s) => s.size,
        () => undefined,
      );
      if (size === undefined) return undefined;
      return { body: webStream(createReadStream(file)), sizeBytes: size };
    },
    async remove(ids) {
      for (const id of ids) {
        await unlink(fileOf(id)).catch((err: NodeJS.ErrnoException) => {
          if (err.code !== 'ENOENT') throw err;
        });
      }
    },
  };
}

function createSupabaseBackupStore(options: { url: string; serviceRoleKey: string }): BackupStore {
  const client = createClient(options.url, options.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const bucket = () => client.storage.from(BACKUP_BUCKET);
  let bucketReady: Promise<void> | undefined;
  // Private: a backup holds every lead's address; only the service role reads it.
  const ensureBucket = () =>
    (bucketReady ??= (async () => {
      const { data } = await client.storage.getBucket(BACKUP_BUCKET);
      if (data) return;
      const { error } = await client.storage.createBucket(BACKUP_BUCKET, { public: false });
      if (error && !/exist/i.test(error.message)) {
        bucketReady = undefined;
        throw new Error(`Supabase Storage could not create the ${BACKUP_BUCKET} bucket: ${error.message}`);
      }
    })());
  const list = async (): Promise<StoredBackup[]> => {
    const { data, error } = await bucket().list('', { limit: 1000 });
    if (error) {
      if (/not found/i.test(error.message)) return [];
      throw new Error(`Supabase Storage list of the backups failed: ${error.message}`);
    }
    const out: StoredBackup[] = [];
    for (const item of data) {
      const size: unknown = item.metadata?.['size'];
      const described = describeId(idOf(item.name), typeof size === 'number' ? size : 0);
      if (described) out.push(described);
    }
    return newestFirst(out);
  };
  return {
    kind: 'supabase',
    async save(id, write) {
      await ensureBucket();
      // Written to a temporary file first, then uploaded from it (a Blob backed by the file: read as sent).
      const dir = await mkdtemp(path.join(tmpdir(), 'ailex-backup-'));
      try {
        const file = path.join(dir, fileName(id));
        const result = await write(createWriteStream(file, { mode: 0o600 }));
        const { error } = await bucket().upload(fileName(id), await openAsBlob(file), {
          contentType: 'application/gzip',
          upsert: false,
        });
        if (error) throw new Error(`Supabase Storage upload of the backup failed: ${error.message}`);
        return result;
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    list,
    async open(id) {
      if (!BACKUP_ID_PATTERN.test(id)) return undefined;
      const found = (await list()).find((b) => b.id === id);
      if (!found) return undefined;
      // A short-lived signed URL read as a stream: the archive never sits whole in memory.
      const { data, error } = await bucket().createSignedUrl(fileName(id), 60);
      if (error) throw new Error(`Supabase Storage could not sign the backup's URL: ${error.message}`);
      const res = await fetch(data.signedUrl);
      if (!res.ok || !res.body)
        throw new Error(`Supabase Storage download of the backup failed: ${res.status}`);
      return { body: res.body, sizeBytes: found.sizeBytes };
    },
    async remove(ids) {
      if (ids.length === 0) return;
      const { error } = await bucket().remove(ids.map(fileName));
      if (error) throw new Error(`Supabase Storage remove of backups failed: ${error.message}`);
    },
  };
}

/** The store beside the images: Supabase when they are there, else DATA_DIR/backups. */
export function createBackupStore(config: Pick<AppConfig, 'supabase' | 'dataDir'>): BackupStore {
  return config.supabase
    ? createSupabaseBackupStore(config.supabase)
    : createLocalBackupStore(config.dataDir);
}
