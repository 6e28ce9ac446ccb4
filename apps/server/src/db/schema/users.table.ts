import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The first table; the accounts issue adds the fields sign-up, verification and profiles need. */
export const users = pgTable('users', {
  id: uuid().primaryKey().defaultRandom(),
  email: text().notNull().unique(),
  fullName: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
