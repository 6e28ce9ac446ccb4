import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { supportMessages } from './support-messages.table.ts';

export const OUTBOX_KINDS = ['mail', 'crm.lead'] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/**
 * A mail's payload. `code` is the one-time code it carries, for the dev outbox only; `headers` are
 * added to the message as they are (a list mail's `List-Unsubscribe` and `List-Unsubscribe-Post`).
 */
export type MailPayload = {
  to: string;
  subject: string;
  text: string;
  html: string;
  code?: string;
  headers?: Record<string, string>;
};

/**
 * Everything that leaves the server (mails, CRM leads), written in the same transaction as what it
 * is about and sent by the outbox worker with retries. A claimed row is leased: `nextAttemptAt` is
 * the lease's end and `claimToken` names its holder, so only the holder records the outcome. The row
 * id is the idempotency key the CRM sees and a mail's Message-ID.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text({ enum: OUTBOX_KINDS }).notNull(),
    supportMessageId: uuid().references(() => supportMessages.id, { onDelete: 'cascade' }),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    status: text({ enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    claimToken: uuid(),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('outbox_pending_idx').on(table.kind, table.status, table.nextAttemptAt),
    index('outbox_message_idx').on(table.supportMessageId),
    index('outbox_created_idx').on(table.kind, table.createdAt),
  ],
);

export type OutboxRow = typeof outbox.$inferSelect;
