import 'server-only';
import { readFile } from 'node:fs/promises';
import { InvalidError } from '@/lib/server/errors';

/** Shorter passphrases are refused for sealing: the archive may travel, and scrypt only slows a guess. */
const PASSPHRASE_MIN_LENGTH = 12;

/**
 * The backup passphrase of a command: the first line of `--passphrase-file`, else BACKUP_PASSPHRASE.
 * Never an argument: the command line shows in `ps` and in the shell's history.
 */
export async function readPassphrase(
  file: string | undefined,
  env: Record<string, string | undefined> = process.env,
): Promise<string | undefined> {
  const raw = file ? (await readFile(file, 'utf8')).split(/\r?\n/)[0] : env.BACKUP_PASSPHRASE;
  return raw === undefined || raw === '' ? undefined : raw;
}

export function assertStrongPassphrase(passphrase: string): void {
  if (passphrase.length < PASSPHRASE_MIN_LENGTH) {
    throw new InvalidError(`The backup passphrase must be at least ${PASSPHRASE_MIN_LENGTH} characters.`);
  }
}
