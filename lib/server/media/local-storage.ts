import 'server-only';
import path from 'node:path';
import { mkdir, readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { OBJECT_NAME_PATTERN, type MediaStorage } from './storage';
import { contentTypeOfName } from './image-formats';

/** URL path the local files are served under (app/media/[name]/route.ts). */
const LOCAL_MEDIA_PATH = '/media';

function safePath(dir: string, name: string): string {
  // Names are generated, but this is the last line before the file system: refuse anything else.
  if (!OBJECT_NAME_PATTERN.test(name)) throw new Error(`refusing object name ${JSON.stringify(name)}`);
  return path.join(dir, name);
}

function uploadsDir(dataDir: string): string {
  return path.resolve(dataDir, 'uploads');
}

export function createLocalStorage(dataDir: string): MediaStorage {
  const dir = uploadsDir(dataDir);
  return {
    kind: 'local',
    async put(name, bytes) {
      await mkdir(dir, { recursive: true });
      // 'wx': fail if the name exists (spec.md "Image gallery": no overwrite).
      await writeFile(safePath(dir, name), bytes, { flag: 'wx', mode: 0o644 });
    },
    async read(name) {
      return readFile(safePath(dir, name)).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return undefined;
        throw err;
      });
    },
    async remove(names) {
      for (const name of names) {
        await unlink(safePath(dir, name)).catch((err: NodeJS.ErrnoException) => {
          if (err.code !== 'ENOENT') throw err;
        });
      }
    },
    async existing(names) {
      const found = new Set<string>();
      for (const name of names) {
        if (!OBJECT_NAME_PATTERN.test(name)) continue;
        if (
          await stat(path.join(dir, name)).then(
            (s) => s.isFile(),
            () => false,
          )
        )
          found.add(name);
      }
      return found;
    },
    async list() {
      const names = await readdir(dir).catch(() => [] as string[]);
      const out = [];
      for (const name of names.filter((n) => OBJECT_NAME_PATTERN.test(n))) {
        out.push({ name, size: (await stat(path.join(dir, name))).size });
      }
      return out;
    },
    publicUrl: (name) => `${LOCAL_MEDIA_PATH}/${name}`,
  };
}

/** A locally stored object's bytes and type, or undefined for a name that is not one. */
export async function readLocalObject(
  dataDir: string,
  name: string,
): Promise<{ bytes: Buffer; contentType: string } | undefined> {
  if (!OBJECT_NAME_PATTERN.test(name)) return undefined;
  const contentType = contentTypeOfName(name);
  if (!contentType) return undefined;
  const bytes = await readFile(path.join(uploadsDir(dataDir), name)).catch(() => undefined);
  return bytes ? { bytes, contentType } : undefined;
}
