import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.table.ts';

/**
 * What people write through the contact form, stored before the answer: a message is never lost,
 * whatever happens to the mail or the CRM afterwards.
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** What the person quotes when they write again, e.g. MB-7K2Q9P. */
    reference: text().notNull().unique(),
    fullName: text().notNull(),
    email: text().notNull(),
    phoneNumber: text(),
    street: text(),
    message: text().notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp({ withTimezone: true }),
    handledBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('support_messages_created_idx').on(table.createdAt),
    index('support_messages_email_idx').on(table.email, table.createdAt),
  ],
);

export type SupportMessageRow = typeof supportMessages.$inferSelect;
