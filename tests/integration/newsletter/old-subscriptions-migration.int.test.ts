import { cp, mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openPglite } from '@/lib/server/db/client';
import { MIGRATIONS_FOLDER } from '@/lib/server/db/migrate';

// PGlite's drizzle answers { rows }, postgres.js's an array of rows.
const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;

/**
 * Migration 0023 (docs/adr/0110): the footer's sign-ups from before double opt-in become pending
 * subscribers of the US market with no link, so nothing mails them, and the old table goes.
 */
describe('migration 0023: the old newsletter sign-ups', () => {
  it('moves every old sign-up into a pending US subscriber without a link, then drops the old table', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'ailex-migrations-0022-'));
    const handle = await openPglite(undefined);
    try {
      // The migrations as they stood before 0023.
      await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
      const journalPath = path.join(folder, 'meta', '_journal.json');
      const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
      const later = journal.entries.filter((e) => e.tag >= '0023');
      journal.entries = journal.entries.filter((e) => e.tag < '0023');
      await writeFile(journalPath, JSON.stringify(journal));
      for (const e of later) await unlink(path.join(folder, `${e.tag}.sql`));
      await handle.migrate(folder);

      await handle.db.execute(sql`insert into newsletter_subscriptions (email, ip_address, created_at) values
        ('old.reader@example.com', '203.0.113.9', '2025-01-02T03:04:05Z'),
        ('Mixed.Case@Example.com', null, '2025-02-03T04:05:06Z')`);
      await handle.migrate();

      const rows = rowsOf<Record<string, unknown>>(
        await handle.db.execute(
          sql`select email, market, language, status, confirm_token_hash, consent_version, consent_at, confirmed_at
              from newsletter_subscribers order by email`,
        ),
      );
      expect(rows).toEqual([
        expect.objectContaining({
          email: 'mixed.case@example.com',
          market: 'usa',
          language: 'en',
          status: 'pending',
          confirm_token_hash: null,
          consent_version: 'none-before-double-opt-in',
          confirmed_at: null,
        }),
        expect.objectContaining({
          email: 'old.reader@example.com',
          status: 'pending',
          confirm_token_hash: null,
        }),
      ]);
      expect(new Date(rows[1]!.consent_at as string).toISOString()).toBe('2025-01-02T03:04:05.000Z');
      const old = rowsOf(
        await handle.db.execute(
          sql`select 1 from information_schema.tables where table_name = 'newsletter_subscriptions'`,
        ),
      );
      expect(old).toEqual([]);
    } finally {
      await handle.close();
      await rm(folder, { recursive: true, force: true });
    }
  });
});
