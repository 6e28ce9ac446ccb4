import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { belongsTo } from './columns.ts';
import { users } from './users.table.ts';

/**
 * Notifications (spec section 3). One meant for everyone has no `userId` and is stored once;
 * each member's read state lives in `notificationReads`, so publishing to every member is one
 * insert. `status` is the delivery state (Sent 1, Error 2); a member sees Read 0 once read.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    type: integer().notNull(),
    status: integer().notNull().default(1),
    titleVn: text().notNull(),
    titleEn: text().notNull(),
    messageContentVn: text().notNull().default(''),
    messageContentEn: text().notNull().default(''),
    /** JSON text, e.g. `{"NewsId":"…","NewsImage":"…"}` for a News notification. */
    externalLink: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('notifications_user_created_idx').on(table.userId, table.createdAt.desc())],
);

export const notificationReads = pgTable(
  'notification_reads',
  {
    notificationId: belongsTo(() => notifications.id),
    userId: belongsTo(() => users.id),
    readAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.notificationId] })],
);

export type NotificationRow = typeof notifications.$inferSelect;
