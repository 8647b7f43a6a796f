import 'server-only';
import { withDb } from '@/lib/server/db/client';
import { setMailSenderNameSource } from '@/lib/server/mail/mailer';
import type { AdminSession } from '@/lib/server/auth';
import type { SiteSettingsPatch } from '@/lib/validations/settings';
import type { SettingsView } from '@/lib/admin/settings';
import * as service from './service';
import { revalidateSettings } from './public';

/*
 * Settings: what an admin sets under System Settings (issue 37; docs/adr/0106, 0107), stored in
 * app_meta; a value an environment variable sets wins and is locked. "Require two-factor" stays auth's.
 */

export const getSettings = withDb(service.getSettings);

/** PATCH: saves, then revalidates exactly the public pages that show a changed value. */
export async function updateSettings(
  session: AdminSession,
  patch: SiteSettingsPatch,
  ipAddress: string | null,
): Promise<SettingsView> {
  const { view, changed } = await withDb(service.updateSettings)(session, patch, ipAddress);
  revalidateSettings(changed);
  return view;
}

export { integrationStatuses, testIntegration } from './integrations';
export { cookieBannerText, footerSettings, marketMetaDescription, tagsDifferingFromBuild } from './public';

/** Start-up: outgoing mail takes its sender's name from the settings (mail knows no domain). */
export function sendMailInTheSettingsName(): void {
  setMailSenderNameSource(withDb(service.readMailSenderName));
}
