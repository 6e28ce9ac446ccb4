import { NOTIFICATION_STATUS } from '@maplebridge/contracts';
import { and, desc, eq, gte, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { type NotificationRow, notificationReads, notifications, type UserRow } from '#db/schema/index.ts';

export type NotificationWrite = Omit<typeof notifications.$inferInsert, 'id' | 'createdAt'>;
export type MemberNotificationRow = NotificationRow & { isRead: boolean };

type Member = Pick<UserRow, 'id' | 'createdAt'>;

/**
 * What a member sees: their own notifications and those for everyone sent since they joined
 * (a member who joins today is not greeted by last year's news).
 */
const visibleTo = (member: Member) =>
  or(
    eq(notifications.userId, member.id),
    and(isNull(notifications.userId), gte(notifications.createdAt, member.createdAt)),
  );

export function createNotificationsRepository(db: Database) {
  return {
    async create(notification: NotificationWrite): Promise<NotificationRow> {
      const [row] = await db.insert(notifications).values(notification).returning();
      return row as NotificationRow;
    },

    /** Several at once, one statement per batch (well under PostgreSQL's parameter limit). */
    async createMany(rows: NotificationWrite[]): Promise<number> {
      for (let start = 0; start < rows.length; start += 1000)
        await db.insert(notifications).values(rows.slice(start, start + 1000));
      return rows.length;
    },

    async page(member: Member, pageNumber: number, pageSize: number) {
      const rows = await db
        .select({
          notification: notifications,
          isRead: sql<boolean>`${notificationReads.notificationId} is not null`,
        })
        .from(notifications)
        .leftJoin(
          notificationReads,
          and(
            eq(notificationReads.notificationId, notifications.id),
            eq(notificationReads.userId, member.id),
          ),
        )
        .where(visibleTo(member))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(pageSize + 1)
        .offset((pageNumber - 1) * pageSize);
      return {
        rows: rows
          .slice(0, pageSize)
          .map((row): MemberNotificationRow => ({ ...row.notification, isRead: row.isRead })),
        hasNextPage: rows.length > pageSize,
      };
    },

    /** Marks read those of `ids` the member can see and that are not in Error status; answers how many were new. */
    async markRead(member: Member, ids: string[]): Promise<number> {
      if (!ids.length) return 0;
      const readable = await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(
          and(
            inArray(notifications.id, ids),
            visibleTo(member),
            ne(notifications.status, NOTIFICATION_STATUS.error),
          ),
        );
      if (!readable.length) return 0;
      const inserted = await db
        .insert(notificationReads)
        .values(readable.map((row) => ({ notificationId: row.id, userId: member.id })))
        .onConflictDoNothing()
        .returning({ id: notificationReads.notificationId });
      return inserted.length;
    },

    async isVisible(member: Member, id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.id, id), visibleTo(member)));
      return row !== undefined;
    },

    listAll(limit: number): Promise<NotificationRow[]> {
      return db.select().from(notifications).orderBy(desc(notifications.createdAt)).limit(limit);
    },

    async delete(id: string): Promise<boolean> {
      const rows = await db
        .delete(notifications)
        .where(eq(notifications.id, id))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
