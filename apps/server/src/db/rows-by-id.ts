import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

/** A table whose rows are known by an integer `id` the database assigns. */
type TableById = PgTable & { id: AnyPgColumn<{ data: number }> };

/**
 * Create, replace and delete rows by `id`: what the console does to a table edited whole (tags,
 * slides). `Write` is the columns the caller sets.
 */
export function rowsById<Table extends TableById, Write extends PgUpdateSetSource<Table>>(
  db: Database,
  table: Table,
) {
  type Row = Table['$inferSelect'];
  return {
    async create(values: Write): Promise<Row> {
      const [row] = await db.insert(table).values(values).returning();
      return row as Row;
    },
    async update(id: number, values: Write): Promise<Row | undefined> {
      const rows = await db.update(table).set(values).where(eq(table.id, id)).returning();
      return (rows as Row[])[0];
    },
    async delete(id: number): Promise<boolean> {
      const rows = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
      return rows.length > 0;
    },
  };
}
