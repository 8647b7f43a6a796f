import 'server-only';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { AppConfig } from '@/lib/config';
import { getConfig } from '@/lib/config';

let secret: Promise<Uint8Array> | undefined;

async function loadOrCreate(config: AppConfig): Promise<Uint8Array> {
  if (config.authSecret) return new TextEncoder().encode(config.authSecret);
  if (!config.embedded && config.nodeEnv === 'production') {
    // parseConfig already refuses this; kept so the rule holds even if config parsing changes.
    throw new Error('AUTH_SECRET: required in production when DATABASE_URL is set');
  }
  const file = path.resolve(config.dataDir, 'auth-secret');
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return new TextEncoder().encode(existing);
  } catch {
    // first start: fall through and generate one
  }
  await mkdir(config.dataDir, { recursive: true });
  const generated = randomBytes(48).toString('base64url');
  await writeFile(file, generated, { mode: 0o600 });
  return new TextEncoder().encode(generated);
}

/** The JWT signing key: AUTH_SECRET, else (embedded default) one generated once into DATA_DIR. */
export function getAuthSecret(): Promise<Uint8Array> {
  secret ??= loadOrCreate(getConfig()).catch((err) => {
    secret = undefined;
    throw err;
  });
  return secret;
}

export async function ensureAuthSecret(config: AppConfig): Promise<void> {
  secret ??= loadOrCreate(config);
  await secret;
}
