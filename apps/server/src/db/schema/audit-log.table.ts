import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.table.ts';

/**
 * Every change made through the staff console: who, what, when (issue 9); and security events with
 * no admin behind them, such as a code lock-out (issue 18), where `subject` names the account and
 * `ip` the client.
 */
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
    /** The account the entry is about, when it is not the actor's. */
    subject: text(),
    ip: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt),
    index('audit_log_action_idx').on(table.action, table.createdAt),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;
