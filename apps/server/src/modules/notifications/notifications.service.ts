import type { Notification, NotificationInputSchema } from '@maplebridge/contracts';
import { NOTIFICATION_STATUS } from '@maplebridge/contracts';
import type { z } from 'zod';
import type { NotificationRow, UserRow } from '#db/schema/index.ts';
import { AppError } from '#errors.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { NotificationsRepository } from './notifications.repository.ts';

type NotificationInput = z.output<typeof NotificationInputSchema>;

/** A member's view: once read, the status is Read (0); an Error stays Error. */
export const toNotificationDto = (row: NotificationRow, isRead: boolean): Notification => ({
  messageId: row.id,
  isRead,
  status: isRead && row.status !== NOTIFICATION_STATUS.error ? NOTIFICATION_STATUS.read : row.status,
  type: row.type,
  title_VN: row.titleVn,
  title_EN: row.titleEn,
  messageContent_VN: row.messageContentVn,
  messageContent_EN: row.messageContentEn,
  externalLink: row.externalLink,
  createdTime: row.createdAt.toISOString(),
});

export function createNotificationsService(notifications: NotificationsRepository, users: UsersRepository) {
  return {
    async page(member: UserRow, pageNumber: number, pageSize: number) {
      const { rows, hasNextPage } = await notifications.page(member, pageNumber, pageSize);
      return {
        items: rows.map((row) => toNotificationDto(row, row.isRead)),
        hasNextPage,
        currentPage: pageNumber,
      };
    },

    markRead: (member: UserRow, ids: string[]) => notifications.markRead(member, [...new Set(ids)]),

    async markOneRead(member: UserRow, id: string): Promise<number> {
      if (!(await notifications.isVisible(member, id)))
        throw new AppError('notifications.notFound', 'Notification not found.');
      return notifications.markRead(member, [id]);
    },

    /** To one member, or (no userId) to everyone: one row either way. */
    async send(input: NotificationInput): Promise<Notification> {
      if (input.userId && !(await users.findById(input.userId)))
        throw new AppError('notifications.unknownUser', 'This member does not exist.', [
          { field: 'body.userId', code: 'unknown_user', message: 'errors.notifications.unknownUser' },
        ]);
      const row = await notifications.create({
        userId: input.userId,
        type: input.type,
        titleVn: input.title_VN,
        titleEn: input.title_EN,
        messageContentVn: input.messageContent_VN,
        messageContentEn: input.messageContent_EN,
        externalLink: input.externalLink,
      });
      return toNotificationDto(row, false);
    },

    async listSent(limit: number): Promise<Notification[]> {
      return (await notifications.listAll(limit)).map((row) => toNotificationDto(row, false));
    },

    async delete(id: string): Promise<void> {
      if (!(await notifications.delete(id)))
        throw new AppError('notifications.notFound', 'Notification not found.');
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
