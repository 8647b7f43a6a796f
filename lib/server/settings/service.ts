import 'server-only';
import { z } from 'zod';
import { getConfig } from '@/lib/config';
import type { Db, DbOrTx } from '@/lib/server/db/client';
import { readMeta, readMetaForUpdate, writeMeta } from '@/lib/server/db/app-meta';
import { ConflictError } from '@/lib/server/errors';
import type { SettingsView } from '@/lib/admin/settings';
import { AUDIT_ACTIONS, recordAudit } from '@/lib/server/audit';
import { readTwoFactorRequired, writeTwoFactorRequired, type AdminSession } from '@/lib/server/auth';
import { siteSettingsSchema, type SiteSettings, type SiteSettingsPatch } from '@/lib/validations/settings';

/** Where the settings live in app_meta; "require two-factor" keeps the key auth reads (ADR 0071). */
const SETTINGS_KEY = 'settings.site';

export type StoredSettings = Omit<SiteSettings, 'require_two_factor'>;
const STORED_KEYS = [
  'contact_phone',
  'contact_email',
  'social_links',
  'meta_description',
  'cookie_banner_text',
  'mail_sender_name',
] as const satisfies readonly (keyof StoredSettings)[];

/** A new install's settings: every text empty, which means the site's built-in text (docs/adr/0106). */
export const DEFAULTS: StoredSettings = {
  contact_phone: '',
  contact_email: '',
  social_links: { linkedin: '', x: '', facebook: '', youtube: '' },
  meta_description: { global: '', usa: '', 'be-fr': '', 'be-nl': '' },
  cookie_banner_text: { en: '', fr: '', nl: '' },
  mail_sender_name: '',
};

/** A setting an environment variable sets: shown, locked, refused by PATCH (409 naming the variable). */
type LockedSettings = SettingsView['locked'];

/** The display name of MAIL_FROM (`Name <address>`), which sets the sender name when it is set. */
function senderNameOf(mailFrom: string): string {
  const match = /^\s*"?([^"<]*?)"?\s*</.exec(mailFrom);
  return match?.[1]?.trim() ?? '';
}

function lockedByEnvironment(): { locked: LockedSettings; values: Partial<StoredSettings> } {
  const { mailFrom } = getConfig();
  if (!mailFrom) return { locked: {}, values: {} };
  return { locked: { mail_sender_name: 'MAIL_FROM' }, values: { mail_sender_name: senderNameOf(mailFrom) } };
}

/** One stored value, or the default when it is missing or no longer passes the schema. */
function valueOr<T>(schema: z.ZodType<T>, value: unknown, fallback: T): T {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
}

/** `forUpdate`: inside a PATCH's transaction, holding the row until it ends (no lost update). */
export async function readStored(db: DbOrTx, forUpdate = false): Promise<StoredSettings> {
  const raw = forUpdate ? await readMetaForUpdate(db, SETTINGS_KEY, {}) : await readMeta(db, SETTINGS_KEY);
  const stored: Record<string, unknown> = typeof raw === 'object' && raw !== null ? { ...raw } : {};
  const shape = siteSettingsSchema.shape;
  return {
    contact_phone: valueOr(shape.contact_phone, stored.contact_phone, DEFAULTS.contact_phone),
    contact_email: valueOr(shape.contact_email, stored.contact_email, DEFAULTS.contact_email),
    social_links: valueOr(shape.social_links, stored.social_links, DEFAULTS.social_links),
    meta_description: valueOr(shape.meta_description, stored.meta_description, DEFAULTS.meta_description),
    cookie_banner_text: valueOr(
      shape.cookie_banner_text,
      stored.cookie_banner_text,
      DEFAULTS.cookie_banner_text,
    ),
    mail_sender_name: valueOr(shape.mail_sender_name, stored.mail_sender_name, DEFAULTS.mail_sender_name),
  };
}

/** What a PATCH did to the stored settings: the public pages that show a changed value are revalidated. */
export interface SettingsChange {
  before: StoredSettings;
  after: StoredSettings;
}

async function view(db: DbOrTx): Promise<SettingsView> {
  const environment = lockedByEnvironment();
  const stored = await readStored(db);
  return {
    settings: { ...stored, ...environment.values, require_two_factor: await readTwoFactorRequired(db) },
    locked: environment.locked,
  };
}

/** The sender name outgoing mail carries: the setting, empty for the brand's name. */
export async function readMailSenderName(db: DbOrTx): Promise<string> {
  return (await readStored(db)).mail_sender_name;
}

/** GET /api/admin/settings: every setting as it applies now, and which ones the environment sets. */
export function getSettings(db: Db): Promise<SettingsView> {
  return view(db);
}

/**
 * PATCH /api/admin/settings: the given settings, validated by the caller with siteSettingsPatch. A
 * locked one is refused before anything is written; the rest is written in one transaction with one
 * audit entry naming each changed setting's old and new value (none of these is a secret).
 */
export async function updateSettings(
  db: Db,
  session: AdminSession,
  patch: SiteSettingsPatch,
  ipAddress: string | null,
): Promise<{ view: SettingsView; changed: SettingsChange }> {
  const { locked } = lockedByEnvironment();
  for (const [key, variable] of Object.entries(locked)) {
    if (variable && key in patch) {
      throw new ConflictError(`${key} is set by the environment (${variable}): change it there`);
    }
  }
  const change = await db.transaction(async (tx): Promise<SettingsChange> => {
    // First: two admins saving different settings at once both keep theirs (the second waits here).
    const before = await readStored(tx, true);
    const now = new Date();
    const { require_two_factor: requireTwoFactor, ...rest } = patch;
    if (requireTwoFactor !== undefined && requireTwoFactor !== (await readTwoFactorRequired(tx))) {
      // Its own rule (you first) and its own audit entry, as on the Users screen (ADR 0071).
      await writeTwoFactorRequired(tx, session, requireTwoFactor, ipAddress);
    }
    const after: StoredSettings = { ...before, ...rest };
    const changed: Record<string, { from: unknown; to: unknown }> = {};
    for (const key of STORED_KEYS) {
      if (rest[key] !== undefined && JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
        changed[key] = { from: before[key], to: after[key] };
      }
    }
    if (Object.keys(changed).length === 0) return { before, after: before };
    await writeMeta(tx, SETTINGS_KEY, after, now);
    await recordAudit(tx, {
      action: AUDIT_ACTIONS.settingsChanged,
      adminId: session.user.id,
      detail: { changed },
      ipAddress,
      at: now,
    });
    return { before, after };
  });
  return { view: await view(db), changed: change };
}
