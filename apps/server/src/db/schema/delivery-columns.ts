import { integer, text, timestamp } from 'drizzle-orm/pg-core';

/** The state of something waiting to be delivered (a mail, a CRM lead): one shape for every outbox. */
export const deliveryColumns = () => ({
  status: text({ enum: ['pending', 'sent', 'failed'] })
    .notNull()
    .default('pending'),
  attempts: integer().notNull().default(0),
  nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lastError: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp({ withTimezone: true }),
});
