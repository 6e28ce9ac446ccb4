import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Members and staff (spec section 3, User). E-mails are stored lower-cased, so the unique
 * constraint compares them case-insensitively. `tokenVersion` goes up on a password change or
 * reset, which ends every token signed before. `pendingEmail` is not unique: whoever confirms
 * first gets the address.
 */
export const users = pgTable('users', {
  id: uuid().primaryKey().defaultRandom(),
  email: text().notNull().unique(),
  fullName: text().notNull(),
  phoneNumber: text().notNull().unique(),
  address: text().notNull().default(''),
  avatarUrl: text().notNull().default(''),
  defaultLanguage: text().notNull().default('vi'),
  signUpEmail: text().notNull().default(''),
  passwordHash: text().notNull().default(''),
  tokenVersion: integer().notNull().default(0),
  isEmailVerified: boolean().notNull().default(false),
  /** A new e-mail asked for, not in effect until the code sent to it is confirmed (issue 18). */
  pendingEmail: text(),
  active: boolean().notNull().default(true),
  /** E-mail opt-ins (issue 22), off by default: new rounds that concern the member, the weekly news digest. */
  emailRoundAlerts: boolean().notNull().default(false),
  emailNewsDigest: boolean().notNull().default(false),
  /** 0 member, 1 admin. */
  userType: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type UserRow = typeof users.$inferSelect;
