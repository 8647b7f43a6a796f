import 'server-only';
import { createCipheriv, createDecipheriv, randomBytes, scrypt, type ScryptOptions } from 'node:crypto';
import { z } from 'zod';
import { InvalidError } from '@/lib/server/errors';

/*
 * The secrets in a backup (ADR 0108): sealed with AES-256-GCM under a key derived from the operator's
 * passphrase with scrypt. One key per archive (its salt in the manifest); each sealed value has its own
 * random 96-bit IV and its 128-bit tag, so a changed byte or a wrong passphrase fails the tag check.
 */

/** scrypt's cost: N = 2^15 takes about 0.1 s and 32 MB once per archive, which is the point. */
const KDF = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const;
const KEY_BYTES = 32;
const IV_BYTES = 12;
/** Sealed in the manifest, so a wrong passphrase is refused before anything is written. */
const CHECK_TEXT = 'ailex-backup-passphrase-check';

export const sealedValue = z.object({ iv: z.string(), tag: z.string(), data: z.string() });
export type SealedValue = z.infer<typeof sealedValue>;

export const sealingParams = z.object({
  kdf: z.literal('scrypt'),
  salt: z.string(),
  // Bounded: a file's parameters must not make the key derivation take minutes or gigabytes.
  N: z
    .number()
    .int()
    .min(2)
    .max(2 ** 20),
  r: z.number().int().min(1).max(16),
  p: z.number().int().min(1).max(4),
  cipher: z.literal('aes-256-gcm'),
  check: sealedValue,
});
export type SealingParams = z.infer<typeof sealingParams>;

export const WRONG_PASSPHRASE =
  'The passphrase does not open this backup’s secrets (wrong passphrase, or a damaged file).';

function deriveKey(passphrase: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(passphrase.normalize('NFC'), salt, KEY_BYTES, options, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export function seal(key: Buffer, plaintext: string): SealedValue {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return {
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    data: data.toString('base64'),
  };
}

export function unseal(key: Buffer, value: SealedValue): string {
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(value.iv, 'base64'));
    decipher.setAuthTag(Buffer.from(value.tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(value.data, 'base64')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new InvalidError(WRONG_PASSPHRASE);
  }
}

/** A new key for an archive, and what its manifest records to derive it again. */
export async function newSealingKey(passphrase: string): Promise<{ key: Buffer; params: SealingParams }> {
  const salt = randomBytes(16);
  const key = await deriveKey(passphrase, salt, KDF);
  return {
    key,
    params: {
      kdf: 'scrypt',
      salt: salt.toString('base64'),
      N: KDF.N,
      r: KDF.r,
      p: KDF.p,
      cipher: 'aes-256-gcm',
      check: seal(key, CHECK_TEXT),
    },
  };
}

/** The archive's key from the passphrase; an InvalidError when the passphrase is not the one it was made with. */
export async function openSealingKey(passphrase: string, params: SealingParams): Promise<Buffer> {
  const key = await deriveKey(passphrase, Buffer.from(params.salt, 'base64'), {
    N: params.N,
    r: params.r,
    p: params.p,
    maxmem: Math.max(KDF.maxmem, 256 * params.N * params.r),
  });
  if (unseal(key, params.check) !== CHECK_TEXT) throw new InvalidError(WRONG_PASSPHRASE);
  return key;
}
