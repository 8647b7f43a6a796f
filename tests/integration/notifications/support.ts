import { eq } from 'drizzle-orm';
import { PUT } from '@/app/api/admin/account/notifications/route';
import type { Db } from '@/lib/server/db/client';
import { notificationDigestItems } from '@/lib/server/db/schema';
import { jsonRequest, routeContext } from '@/tests/helpers/http';

/** A message of the outbox, as much of it as the tests read. */
export interface OutboxMail {
  to: string;
  subject: string;
  /** The whole message with quoted-printable undone (both parts). */
  body: string;
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A header as written: folded lines joined, RFC 2047 encoded words (UTF-8, Q or B) decoded. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

function parseMail(raw: string): OutboxMail {
  const head = (raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
  return {
    to: /^To: (.*)$/m.exec(head)?.[1]?.trim() ?? '',
    subject: decodeHeader(/^Subject: (.*)$/m.exec(head)?.[1]?.trim() ?? ''),
    body: decodeQuotedPrintable(raw),
  };
}

/** The outbox read from a mark on: what one step of a test sent. */
export function outboxFrom(outbox: { messages(): Promise<string[]> }) {
  let mark = 0;
  return {
    /** Forget what was sent so far. */
    async mark() {
      mark = (await outbox.messages()).length;
    },
    /** Messages sent since the mark. */
    async since(): Promise<OutboxMail[]> {
      return (await outbox.messages()).slice(mark).map(parseMail);
    },
  };
}

/** Sets an account's choices through PUT /api/admin/account/notifications. */
export async function choose(
  auth: Record<string, string>,
  preferences: { event: string; delivery: string }[],
): Promise<void> {
  const res = await PUT(
    jsonRequest('/api/admin/account/notifications', { method: 'PUT', body: { preferences }, headers: auth }),
    routeContext({}),
  );
  if (res.status !== 200) throw new Error(`choosing failed: ${res.status} ${await res.text()}`);
}

export function digestItemsOf(db: Db, adminId: string) {
  return db
    .select()
    .from(notificationDigestItems)
    .where(eq(notificationDigestItems.adminId, adminId))
    .orderBy(notificationDigestItems.id);
}
