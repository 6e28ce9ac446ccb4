import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Four-digit codes sent by e-mail (password reset, e-mail verification). Only an HMAC of the code is
 * stored; a code lives 10 minutes and dies after 5 wrong tries.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    purpose: text({ enum: ['passwordReset', 'emailVerification'] }).notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    verifiedAt: timestamp({ withTimezone: true }),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('one_time_codes_email_purpose_idx').on(table.email, table.purpose, table.createdAt)],
);

export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect;
export type CodePurpose = OneTimeCodeRow['purpose'];
