import { z } from 'zod';
import { NOTIFICATION_PAGE_SIZE, NOTIFICATION_TYPE } from './constants.ts';
import { envelopeOf } from './envelope.ts';

export const NotificationSchema = z.object({
  messageId: z.uuid(),
  isRead: z.boolean(),
  status: z.number().int().min(0).max(2),
  type: z.number().int().min(0).max(5),
  title_VN: z.string(),
  title_EN: z.string(),
  messageContent_VN: z.string(),
  messageContent_EN: z.string(),
  externalLink: z.string().describe('JSON text; a News notification carries `{"NewsId","NewsImage"}`.'),
  createdTime: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListQuerySchema = z.object({
  PageNumber: z.coerce.number().int().min(1, { error: 'validation.outOfRange' }).max(10_000).default(1),
  PageSize: z.coerce
    .number()
    .int()
    .min(1, { error: 'validation.outOfRange' })
    .max(100)
    .default(NOTIFICATION_PAGE_SIZE),
});

export const NotificationPageResponseSchema = envelopeOf(
  z.object({ items: z.array(NotificationSchema), hasNextPage: z.boolean(), currentPage: z.number().int() }),
);
export const MarkAsReadBulkRequestSchema = z
  .array(z.uuid({ error: 'validation.idInvalid' }))
  .max(500, { error: 'validation.tooMany' })
  .describe('The messageIds to mark read.');
export const MarkAsReadResponseSchema = envelopeOf(z.object({ marked: z.number().int() }));
export const NotificationIdParamsSchema = z.object({ messageId: z.uuid({ error: 'validation.idInvalid' }) });

export const NotificationInputSchema = z.object({
  type: z.number().int().min(0).max(5).default(NOTIFICATION_TYPE.info),
  title_VN: z
    .string()
    .trim()
    .min(1, { error: 'validation.required' })
    .max(200, { error: 'validation.tooLong' }),
  title_EN: z
    .string()
    .trim()
    .min(1, { error: 'validation.required' })
    .max(200, { error: 'validation.tooLong' }),
  messageContent_VN: z.string().trim().max(2000, { error: 'validation.tooLong' }).default(''),
  messageContent_EN: z.string().trim().max(2000, { error: 'validation.tooLong' }).default(''),
  externalLink: z.string().max(2000, { error: 'validation.tooLong' }).default(''),
  userId: z
    .uuid({ error: 'validation.idInvalid' })
    .nullable()
    .default(null)
    .describe('Null sends it to everyone.'),
});
export type NotificationInput = z.input<typeof NotificationInputSchema>;
export const NotificationResponseSchema = envelopeOf(NotificationSchema);
