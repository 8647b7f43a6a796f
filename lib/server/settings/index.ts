import 'server-only';
import { withDb } from '@/lib/server/db/client';
import { setMailSenderNameSource } from '@/lib/server/mail/mailer';
import * as service from './service';

/*
 * Settings: what an admin sets under System Settings (issue 37; docs/adr/0106), stored in app_meta;
 * a value an environment variable sets wins and is locked. "Require two-factor" stays auth's.
 */

export const getSettings = withDb(service.getSettings);
export const updateSettings = withDb(service.updateSettings);

/** Start-up: outgoing mail takes its sender's name from the settings (mail knows no domain). */
export function sendMailInTheSettingsName(): void {
  setMailSenderNameSource(withDb(service.readMailSenderName));
}
