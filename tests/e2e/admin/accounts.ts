import path from 'node:path';
import { readFile, readdir } from 'node:fs/promises';
import { Secret, TOTP } from 'otpauth';
import { E2E_DATA_DIR } from '../../../playwright.config';
import { inviteTokenFrom } from '../../integration/admin/support/eml';
import { expect } from './portal';

/**
 * The token of the link (its path contains `linkPath`) mailed to `to`, read from the e2e server's outbox
 * (no SMTP there).
 */
export async function mailedToken(
  to: string,
  linkPath: string,
  tokenFrom: (raw: string) => string,
): Promise<string> {
  const dir = path.join(E2E_DATA_DIR, 'outbox');
  let token = '';
  await expect
    .poll(
      async () => {
        for (const name of (await readdir(dir).catch(() => [] as string[])).filter((n) =>
          n.endsWith('.eml'),
        )) {
          const raw = await readFile(path.join(dir, name), 'utf8');
          if (raw.includes(`To: ${to}`) && raw.includes(linkPath)) {
            token = tokenFrom(raw);
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return token;
}

/** The invitation token mailed to `to`. */
export function invitationToken(to: string): Promise<string> {
  return mailedToken(to, 'accept-invite', inviteTokenFrom);
}

/** Whether a mail to `to` whose text contains `text` is in the outbox. */
export async function mailedTo(to: string, text: string): Promise<boolean> {
  const dir = path.join(E2E_DATA_DIR, 'outbox');
  for (const name of (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml'))) {
    const raw = (await readFile(path.join(dir, name), 'utf8')).replace(/=\r?\n/g, '');
    if (raw.includes(`To: ${to}`) && raw.includes(text)) return true;
  }
  return false;
}

/** What an authenticator app shows for `secret`, `offsetSteps` 30-second steps from now. */
export function totp(secret: string, offsetSteps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });
}
