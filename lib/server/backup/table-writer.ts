import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '@/lib/server/db/client';
import type { BackupTable } from './tables';

/**
 * One table's rows on their way in: batched into one INSERT … json_populate_recordset per
 * `batchRows`, self-references set once the table is complete, its serial sequence moved past them.
 */
export class TableWriter {
  private batch: Record<string, unknown>[] = [];
  /** Self-references set after the table's rows are in (the row referred to may come later). */
  private links: Record<string, unknown>[] = [];
  count = 0;

  constructor(
    private readonly tx: Tx,
    readonly table: BackupTable,
    private readonly batchRows: number,
  ) {}

  async add(row: Record<string, unknown>): Promise<void> {
    if (this.table.selfReferences.length > 0) {
      const link: Record<string, unknown> = {};
      for (const c of this.table.primaryKey) link[c] = row[c];
      let any = false;
      for (const c of this.table.selfReferences) {
        if (row[c] !== null && row[c] !== undefined) any = true;
        link[c] = row[c] ?? null;
      }
      if (any) this.links.push(link);
      row = { ...row };
      for (const c of this.table.selfReferences) delete row[c];
    }
    this.batch.push(row);
    this.count++;
    if (this.batch.length >= this.batchRows) await this.flush();
  }

  private async flush(): Promise<void> {
    if (this.batch.length === 0) return;
    const keys = new Set(this.batch.flatMap((r) => Object.keys(r)));
    // Columns the backup has and this schema still has; a column added since takes its default.
    const columns = this.table.columns.filter((c) => keys.has(c)).map((c) => sql.identifier(c));
    const list = sql.join(columns, sql`, `);
    const json = JSON.stringify(this.batch);
    this.batch = [];
    await this.tx.execute(
      sql`insert into ${this.table.table} (${list}) select ${list} from json_populate_recordset(null::${this.table.table}, ${json}::json)`,
    );
  }

  async finish(): Promise<void> {
    await this.flush();
    const t = this.table;
    const match = sql.join(
      t.primaryKey.map((c) => sql`t.${sql.identifier(c)} = v.${sql.identifier(c)}`),
      sql` and `,
    );
    const set = sql.join(
      t.selfReferences.map((c) => sql`${sql.identifier(c)} = v.${sql.identifier(c)}`),
      sql`, `,
    );
    for (let i = 0; i < this.links.length; i += this.batchRows) {
      const json = JSON.stringify(this.links.slice(i, i + this.batchRows));
      await this.tx.execute(
        sql`update ${t.table} as t set ${set} from json_populate_recordset(null::${t.table}, ${json}::json) as v where ${match}`,
      );
    }
    this.links = [];
    if (t.serialColumn) {
      const column = sql.identifier(t.serialColumn);
      // The next id follows the restored ones (an insert would otherwise collide with them).
      await this.tx.execute(
        sql`select setval(pg_get_serial_sequence(${t.name}, ${t.serialColumn}), coalesce((select max(${column}) from ${t.table}), 0) + 1, false)`,
      );
    }
  }
}
