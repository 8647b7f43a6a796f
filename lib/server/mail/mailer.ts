import 'server-only';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import nodemailer, { type Transporter } from 'nodemailer';
import { getConfig } from '@/lib/config';
import { getLogger } from '@/lib/server/log';
import { trackMailDelivery } from '@/lib/server/metrics';
import { runAfterResponse, settleAfterResponse } from '@/lib/server/tasks/after-response';
import { BRAND_NAME } from '@/lib/constants/site';

const log = getLogger('mail');

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. a newsletter's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
  /** A stable Message-ID (the mail queue's per row), so a resent message is recognizable as the same one. */
  messageId?: string;
}

export type MailDelivery = { via: 'smtp'; messageId: string } | { via: 'outbox'; file: string };

let smtp: { url: string; transport: Transporter } | undefined;

function smtpTransport(url: string): Transporter {
  if (smtp?.url !== url) {
    smtp?.transport.close();
    // Pooled (a few kept-alive connections, reused for up to 100 messages each): the mail queue sends
    // thousands in a row, and a connection per message cost ~100 ms each against a local server
    // (bench/newsletter-send.ts). `?pool=false` in SMTP_URL turns it off.
    smtp = { url, transport: nodemailer.createTransport({ url, pool: true }) };
  }
  return smtp.transport;
}

type SenderNameSource = () => Promise<string>;
const SENDER_NAME_KEY = Symbol.for('ailex.mail-sender-name');
const senderNames = globalThis as typeof globalThis & { [SENDER_NAME_KEY]?: SenderNameSource };

/**
 * Where the sender's name comes from when MAIL_FROM does not set the sender: System Settings, which
 * start-up registers (this layer knows no domain). On globalThis: start-up and the route handlers that
 * send mail are separate bundles. Unset, failing or empty: the brand's name.
 */
export function setMailSenderNameSource(source: SenderNameSource | undefined): void {
  senderNames[SENDER_NAME_KEY] = source;
}

async function senderName(): Promise<string> {
  try {
    return (await senderNames[SENDER_NAME_KEY]?.()) || BRAND_NAME;
  } catch (err) {
    log.warn({ err }, '[ailex] could not read the sender name from the settings: using the brand name');
    return BRAND_NAME;
  }
}

/** The outbox every message goes to when no SMTP server is configured. */
function outboxDir(): string {
  return path.resolve(getConfig().dataDir, 'outbox');
}

/**
 * Sends over SMTP when SMTP_URL is set; otherwise writes the message as an .eml file to
 * DATA_DIR/outbox, so mail-driven flows work on a laptop with no mail server.
 */
export async function sendMail(message: MailMessage): Promise<MailDelivery> {
  const config = getConfig();
  const from = config.mailFrom ?? { name: await senderName(), address: config.mailFromAddress };
  const envelope = { from, ...message };
  if (config.smtpUrl) {
    const info = await smtpTransport(config.smtpUrl).sendMail(envelope);
    return { via: 'smtp', messageId: String(info.messageId) };
  }
  const built = await nodemailer
    .createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
    .sendMail(envelope);
  const dir = outboxDir();
  await mkdir(dir, { recursive: true });
  // Time first so a directory listing is in send order; the random part keeps names unique.
  const file = path.join(
    dir,
    `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
  );
  await writeFile(file, built.message as Buffer, { mode: 0o600 });
  return { via: 'outbox', file };
}

/**
 * Runs a delivery after the response (runAfterResponse), so a request's answer time does not depend on
 * whether a mail was sent (which would tell an address's existence). Failures are logged only.
 */
export function deliverInBackground(task: () => Promise<unknown>): void {
  runAfterResponse('mail delivery', () =>
    trackMailDelivery(task).catch((err: unknown) => log.error({ err }, '[mail] delivery failed')),
  );
}

/**
 * Messages kept in DATA_DIR/outbox, or null when mail goes over SMTP (then nothing is kept there). The
 * outbox is where mail waits for a reader on a machine without a mail server (GET /api/metrics).
 */
export async function outboxMessageCount(): Promise<number | null> {
  if (getConfig().smtpUrl) return null;
  const names = await readdir(outboxDir()).catch(() => []);
  return names.filter((name) => name.endsWith('.eml')).length;
}

/** Resolves once every delivery started outside a request (tests, scripts) has finished. */
export function settleBackgroundMail(): Promise<void> {
  return settleAfterResponse();
}
