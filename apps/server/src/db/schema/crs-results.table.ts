import type { WorkDetailsDto } from '@maplebridge/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { belongsTo } from './columns.ts';
import { users } from './users.table.ts';

/**
 * A member's saved CRS results. The answers are the record; the score is what the rules in force
 * on `submittedAt` gave them (`ruleSetId`), kept so a result reads as it was when saved.
 */
export const crsResults = pgTable(
  'crs_results',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: belongsTo(() => users.id),
    /** sortOrder → answer letter. */
    answers: jsonb().$type<Record<string, string>>().notNull(),
    grandTotal: integer().notNull(),
    score: jsonb().$type<Record<string, unknown>>().notNull(),
    ruleSetId: text().notNull(),
    /** The quiz's "Your work" step as parsed, or null when it was skipped (results saved before it too). */
    work: jsonb().$type<WorkDetailsDto>(),
    /** The member's own name for it ("Nếu có thêm IELTS 8"); null shows the date only (issue 23). */
    name: text(),
    /**
     * A random token for the link the member shares (issue 23): it names neither the member nor the
     * result's id; null until shared, cleared to stop sharing.
     */
    shareToken: text(),
    submittedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('crs_results_user_submitted_idx').on(table.userId, table.submittedAt),
    uniqueIndex('crs_results_share_token_idx')
      .on(table.shareToken)
      .where(sql`${table.shareToken} is not null`),
  ],
);

export type CrsResultRow = typeof crsResults.$inferSelect;
