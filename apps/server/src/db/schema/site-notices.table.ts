import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const NOTICE_SEVERITIES = ['info', 'warning', 'critical'] as const;

/**
 * Site notices staff publish (issue 22): shown under the header on every page and on the result page
 * from `startsAt` until `endsAt` (open-ended when null).
 */
export const siteNotices = pgTable(
  'site_notices',
  {
    id: uuid().primaryKey().defaultRandom(),
    messageVn: text().notNull(),
    messageEn: text().notNull(),
    severity: text({ enum: NOTICE_SEVERITIES }).notNull().default('info'),
    linkUrl: text(),
    startsAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('site_notices_window_idx').on(table.startsAt, table.endsAt)],
);

export type SiteNoticeRow = typeof siteNotices.$inferSelect;
