import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const CODE_PURPOSES = ['passwordReset', 'emailVerification', 'emailChange'] as const;

/**
 * Four-digit codes sent by e-mail (password reset, e-mail verification, e-mail change). Only an HMAC
 * of the code is stored; a code lives 10 minutes and dies after 5 wrong tries. A verified reset code
 * carries the HMAC of its reset proof (issue 18): single use, 10 minutes, for one account.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    purpose: text({ enum: CODE_PURPOSES }).notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    verifiedAt: timestamp({ withTimezone: true }),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    proofHash: text(),
    proofExpiresAt: timestamp({ withTimezone: true }),
    /** The account the proof may reset, as it was when the code was verified. */
    proofUserId: uuid(),
  },
  (table) => [
    index('one_time_codes_email_purpose_idx').on(table.email, table.purpose, table.createdAt),
    index('one_time_codes_proof_idx').on(table.proofHash).where(sql`${table.proofHash} is not null`),
  ],
);

export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect;
export type CodePurpose = OneTimeCodeRow['purpose'];

/** Each wrong code, per address and purpose, counted over a rolling hour whatever code it was for. */
export const oneTimeCodeFailures = pgTable(
  'one_time_code_failures',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    purpose: text({ enum: CODE_PURPOSES }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('one_time_code_failures_idx').on(table.email, table.purpose, table.createdAt)],
);

/** An address whose codes of a purpose are not checked until `lockedUntil` (10 wrong in an hour). */
export const oneTimeCodeLocks = pgTable(
  'one_time_code_locks',
  {
    email: text().notNull(),
    purpose: text({ enum: CODE_PURPOSES }).notNull(),
    lockedUntil: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.email, table.purpose] })],
);
