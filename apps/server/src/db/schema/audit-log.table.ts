import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.table.ts';

/** Every change made through the staff console: who, what, when (issue 9). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** Kept as written, so the entry still reads right after the account is gone. */
    actorEmail: text(),
    action: text().notNull(),
    method: text().notNull(),
    path: text().notNull(),
    statusCode: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt),
    index('audit_log_action_idx').on(table.action, table.createdAt),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;
