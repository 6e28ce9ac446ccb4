import { date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Express Entry rounds of invitations as IRCC publishes them. `number` is IRCC's text ("437",
 * "91a"); `category` is our classification of IRCC's varying `name`, set when a round is stored.
 */
export const draws = pgTable(
  'draws',
  {
    number: text().primaryKey(),
    date: date({ mode: 'string' }).notNull(),
    name: text().notNull(),
    category: text().notNull(),
    programs: text().notNull().default(''),
    invitations: integer().notNull(),
    lowestScore: integer().notNull(),
    tieBreak: text(),
    distributionAsOn: date({ mode: 'string' }),
    distribution: jsonb().$type<Record<string, number>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('draws_date_idx').on(table.date, table.number),
    index('draws_category_date_idx').on(table.category, table.date, table.number),
  ],
);

export type DrawRow = typeof draws.$inferSelect;
