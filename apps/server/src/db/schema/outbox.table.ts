import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { deliveryColumns } from './delivery-columns.ts';
import { supportMessages } from './support-messages.table.ts';

export const OUTBOX_KINDS = ['crm.lead'] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/**
 * Deliveries to other systems (the CRM), written in the same transaction as what they deliver and
 * sent by the jobs worker with retries; the row id is the idempotency key the receiver sees.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text({ enum: OUTBOX_KINDS }).notNull(),
    supportMessageId: uuid().references(() => supportMessages.id, { onDelete: 'cascade' }),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    ...deliveryColumns(),
  },
  (table) => [
    index('outbox_pending_idx').on(table.kind, table.status, table.nextAttemptAt),
    index('outbox_message_idx').on(table.supportMessageId),
  ],
);

export type OutboxRow = typeof outbox.$inferSelect;
