import { desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { type SupportMessageRow, supportMessages } from '#db/schema/index.ts';
import { uniqueViolationOf } from '#db/unique-violation.ts';
import { createOutboxRepository, type NewJob } from '../jobs/outbox.repository.ts';
import { newReference } from './reference.ts';

export interface NewSupportMessage {
  fullName: string;
  email: string;
  phoneNumber: string | null;
  street: string | null;
  message: string;
  userId: string | null;
}

export type MessageFilter = 'open' | 'handled' | 'all';

const REFERENCE_TRIES = 5;

export function createContactRepository(db: Database) {
  return {
    /**
     * Stores a message with its deliveries (the CRM lead, the support inbox mail) in one
     * transaction: once the person is told it was received, every delivery is queued too.
     */
    async create(
      message: NewSupportMessage,
      deliveries: (stored: SupportMessageRow) => NewJob[],
    ): Promise<SupportMessageRow> {
      for (let attempt = 1; ; attempt++) {
        try {
          return await db.transaction(async (tx) => {
            const [row] = await tx
              .insert(supportMessages)
              .values({ ...message, reference: newReference() })
              .returning();
            const stored = row as SupportMessageRow;
            const outbox = createOutboxRepository(tx);
            for (const job of deliveries(stored))
              await outbox.enqueue({ ...job, supportMessageId: stored.id });
            return stored;
          });
        } catch (error) {
          // Two messages drew the same reference: draw again.
          if (attempt === REFERENCE_TRIES || !uniqueViolationOf(error)?.includes('reference')) throw error;
        }
      }
    },
    async page(filter: MessageFilter, pageNumber: number, pageSize: number) {
      const where =
        filter === 'open'
          ? isNull(supportMessages.handledAt)
          : filter === 'handled'
            ? isNotNull(supportMessages.handledAt)
            : undefined;
      const rows = await db
        .select()
        .from(supportMessages)
        .where(where)
        .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
        .limit(pageSize + 1)
        .offset((pageNumber - 1) * pageSize);
      return { rows: rows.slice(0, pageSize), hasNextPage: rows.length > pageSize };
    },
    async find(id: string): Promise<SupportMessageRow | undefined> {
      const [row] = await db.select().from(supportMessages).where(eq(supportMessages.id, id));
      return row;
    },
    async setHandled(id: string, handledBy: string | null): Promise<SupportMessageRow | undefined> {
      const [row] = await db
        .update(supportMessages)
        .set(handledBy ? { handledAt: sql`now()`, handledBy } : { handledAt: null, handledBy: null })
        .where(eq(supportMessages.id, id))
        .returning();
      return row;
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
