import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { deliveryColumns } from './delivery-columns.ts';
import { supportMessages } from './support-messages.table.ts';

/**
 * Every mail is written here first and sent by the worker, with retries and backoff, so a failing
 * SMTP server loses nothing. With the outbox transport the mail stays here for GET /api/dev/outbox.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    /** The one-time code the mail carries, shown by the dev outbox only. */
    code: text(),
    /** The contact message this mail tells the support inbox about, if any. */
    supportMessageId: uuid().references(() => supportMessages.id, { onDelete: 'cascade' }),
    ...deliveryColumns(),
  },
  (table) => [
    index('mail_outbox_pending_idx').on(table.status, table.nextAttemptAt),
    index('mail_outbox_message_idx').on(table.supportMessageId),
  ],
);

export type MailRow = typeof mailOutbox.$inferSelect;
