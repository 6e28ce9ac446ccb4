import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.table.ts';

/**
 * Every change made through the staff console: who, what, when (issue 9); and security events
 * (issue 18): failed sign-ins and refused console requests, and a code lock-out, which no admin
 * made, where `subject` names the account. `ip` is the client's address.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /**
     * Kept as written, so the entry still reads right after the account is gone: the actor's e-mail,
     * or for a failed sign-in the identifier typed (an e-mail or a phone number).
     */
    actorEmail: text(),
    action: text().notNull(),
    method: text().notNull(),
    path: text().notNull(),
    statusCode: integer().notNull(),
    /** The account the entry is about, when it is not the actor's. */
    subject: text(),
    /** The client's address (the one a trusted proxy names); none for entries older than the column. */
    ip: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt),
    index('audit_log_action_idx').on(table.action, table.createdAt),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;
