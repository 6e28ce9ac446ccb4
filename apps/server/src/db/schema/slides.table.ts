import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { news } from './news.table.ts';

/**
 * Home banner slides (spec: title, imageURL, newsExternalId, externalLink), shown by `sortOrder`.
 * `title` is the Vietnamese caption, `titleEn` the English one ('' when there is none: English
 * pages then show `title`).
 */
export const slides = pgTable('slides', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  title: text().notNull(),
  titleEn: text().notNull().default(''),
  imageUrl: text().notNull(),
  newsExternalId: uuid().references(() => news.id, { onDelete: 'set null' }),
  externalLink: text().notNull().default(''),
  sortOrder: integer().notNull().default(0),
  active: boolean().notNull().default(true),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type SlideRow = typeof slides.$inferSelect;
