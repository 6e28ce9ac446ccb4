import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { belongsTo } from './columns.ts';
import { users } from './users.table.ts';

/** Uploaded images (avatars): the file lives in DATA_DIR/uploads under an unguessable name. */
export const images = pgTable('images', {
  id: uuid().primaryKey().defaultRandom(),
  ownerId: belongsTo(() => users.id),
  fileName: text().notNull().unique(),
  contentType: text().notNull(),
  sizeBytes: integer().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type ImageRow = typeof images.$inferSelect;
