import { asc, eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import {
  crsResults,
  news,
  notificationReads,
  notifications,
  savedNews,
  supportMessages,
} from '#db/schema/index.ts';

/**
 * What the other modules keep about one member, read for their data export (account.service.ts):
 * saved CRS results, saved articles, notifications sent to them alone and what they marked read,
 * and the messages they sent while signed in.
 */
export function createMemberDataRepository(db: Database) {
  return {
    async ofMember(userId: string) {
      const [results, saved, addressed, reads, messages] = await Promise.all([
        db
          .select()
          .from(crsResults)
          .where(eq(crsResults.userId, userId))
          .orderBy(asc(crsResults.submittedAt)),
        db
          .select({ newsId: savedNews.newsId, title: news.title, savedAt: savedNews.savedAt })
          .from(savedNews)
          .innerJoin(news, eq(news.id, savedNews.newsId))
          .where(eq(savedNews.userId, userId))
          .orderBy(asc(savedNews.savedAt)),
        db
          .select()
          .from(notifications)
          .where(eq(notifications.userId, userId))
          .orderBy(asc(notifications.createdAt)),
        db
          .select({ notificationId: notificationReads.notificationId, readAt: notificationReads.readAt })
          .from(notificationReads)
          .where(eq(notificationReads.userId, userId))
          .orderBy(asc(notificationReads.readAt)),
        db
          .select()
          .from(supportMessages)
          .where(eq(supportMessages.userId, userId))
          .orderBy(asc(supportMessages.createdAt)),
      ]);
      return {
        crsResults: results.map(({ userId: _, submittedAt, updatedAt, ...result }) => ({
          ...result,
          submittedAt: submittedAt.toISOString(),
          updatedAt: updatedAt.toISOString(),
        })),
        savedNews: saved.map((item) => ({ ...item, savedAt: item.savedAt.toISOString() })),
        notifications: addressed.map(({ userId: _, createdAt, ...notification }) => ({
          ...notification,
          createdAt: createdAt.toISOString(),
        })),
        notificationsRead: reads.map((read) => ({ ...read, readAt: read.readAt.toISOString() })),
        supportMessages: messages.map((message) => ({
          reference: message.reference,
          fullName: message.fullName,
          email: message.email,
          phoneNumber: message.phoneNumber,
          street: message.street,
          message: message.message,
          createdAt: message.createdAt.toISOString(),
        })),
      };
    },
  };
}

export type MemberDataRepository = ReturnType<typeof createMemberDataRepository>;
