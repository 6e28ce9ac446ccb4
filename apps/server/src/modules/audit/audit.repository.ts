import { desc, like } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { type AuditRow, auditLog } from '#db/schema/index.ts';

export type NewAuditEntry = typeof auditLog.$inferInsert;

export function createAuditRepository(db: Database) {
  return {
    async record(entry: NewAuditEntry) {
      await db.insert(auditLog).values(entry);
    },
    async page(actionPrefix: string | undefined, pageNumber: number, pageSize: number) {
      const rows: AuditRow[] = await db
        .select()
        .from(auditLog)
        .where(
          actionPrefix ? like(auditLog.action, `${actionPrefix.replace(/[%_\\]/g, '\\$&')}%`) : undefined,
        )
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(pageSize + 1)
        .offset((pageNumber - 1) * pageSize);
      return { rows: rows.slice(0, pageSize), hasNextPage: rows.length > pageSize };
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
