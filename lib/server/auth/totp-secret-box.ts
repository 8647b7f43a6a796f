import 'server-only';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { getAuthSecret } from './secret';

/*
 * TOTP secrets at rest (ADR 0070): AES-256-GCM under a key derived from the auth secret with HKDF, so a
 * copy of the database alone (a backup, a leaked dump) does not give anyone the authenticator codes. The
 * account id is the additional data: a sealed secret copied onto another account's row does not open.
 */

const PREFIX = 'v1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;
// Its own HKDF label: the key that signs session tokens is never used as an encryption key itself.
const KEY_INFO = 'ailex/totp-secret/aes-256-gcm/v1';

let key: Promise<Buffer> | undefined;

function totpKey(): Promise<Buffer> {
  key ??= getAuthSecret().then((secret) =>
    Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), KEY_INFO, 32)),
  );
  return key;
}

/** The value stored in website_admins.totp_secret for `secret` (base32) of account `adminId`. */
export async function sealTotpSecret(adminId: string, secret: string): Promise<string> {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', await totpKey(), iv);
  cipher.setAAD(Buffer.from(adminId));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** Whether a stored value is from before encryption (plain base32): it still works and is sealed on use. */
function isPlainTotpSecret(stored: string): boolean {
  return !stored.startsWith(PREFIX);
}

/**
 * The base32 secret of a stored value, sealed or plain; null when it does not open (another auth secret,
 * or tampered with): the account then signs in with a recovery code and sets 2FA up again.
 */
export async function openTotpSecret(
  adminId: string,
  stored: string,
): Promise<{ secret: string; plain: boolean } | null> {
  if (isPlainTotpSecret(stored)) return { secret: stored, plain: true };
  const raw = Buffer.from(stored.slice(PREFIX.length), 'base64url');
  if (raw.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', await totpKey(), raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(adminId));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const body = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
    return { secret: body.toString('utf8'), plain: false };
  } catch {
    // GCM's tag check failed: a wrong key or changed bytes. Not a server error: the secret is unusable.
    return null;
  }
}
