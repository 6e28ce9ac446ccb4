import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The imports (`draws`, `news`) and the weekly news digest mail (`digest`), which takes its lease the same way. */
export const SYNC_JOB_NAMES = ['draws', 'news', 'digest'] as const;
export type SyncJobName = (typeof SYNC_JOB_NAMES)[number];

/**
 * One row per scheduled import (issue 22). A replica runs a job only while it holds the lease
 * (`leaseOwner` until `leaseUntil`, taken with one conditional UPDATE), so several replicas run it once.
 * `failures` counts consecutive failed runs, for the backoff; the rest is what the console shows.
 */
export const syncJobs = pgTable('sync_jobs', {
  name: text({ enum: SYNC_JOB_NAMES }).primaryKey(),
  leaseOwner: text(),
  leaseUntil: timestamp({ withTimezone: true }),
  nextRunAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lastStartedAt: timestamp({ withTimezone: true }),
  lastFinishedAt: timestamp({ withTimezone: true }),
  /** `ok`, `failed`; null before the first run. */
  lastOutcome: text({ enum: ['ok', 'failed'] }),
  /** What the last run did or why it failed, for staff. */
  lastMessage: text(),
  lastAdded: integer().notNull().default(0),
  failures: integer().notNull().default(0),
});

export type SyncJobRow = typeof syncJobs.$inferSelect;
