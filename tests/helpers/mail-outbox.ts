import os from 'node:os';
import path from 'node:path';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { resetConfigForTests } from '@/lib/config';

/**
 * For one describe block: a temporary DATA_DIR and no SMTP_URL, so the mailer writes every message to
 * DATA_DIR/outbox; returns a reader of the messages written so far, oldest first.
 */
export function useMailOutbox(prefix: string): { messages(): Promise<string[]> } {
  let dataDir = '';
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), prefix));
    process.env.DATA_DIR = dataDir;
    process.env.SITE_URL = 'https://ailex.example';
    delete process.env.SMTP_URL;
    resetConfigForTests();
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
    delete process.env.DATA_DIR;
    delete process.env.SITE_URL;
    resetConfigForTests();
  });
  return {
    async messages() {
      const dir = path.join(dataDir, 'outbox');
      const files = (await readdir(dir).catch(() => [])).filter((f) => f.endsWith('.eml')).sort();
      return Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')));
    },
  };
}
