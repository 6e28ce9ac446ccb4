import { z } from 'zod';
import { UserSchema } from './auth.ts';
import { SupportMessageSchema } from './contact.ts';
import { envelopeOf } from './envelope.ts';

/** Everything MapleBridge holds about the member (GET /api/users/me/export). */
export const ExportResponseSchema = envelopeOf(
  z.object({
    exportedAt: z.string(),
    user: UserSchema,
    images: z.array(
      z.object({ url: z.string(), contentType: z.string(), sizeBytes: z.number(), createdAt: z.string() }),
    ),
    crsResults: z.array(
      z.object({
        id: z.string(),
        answers: z.record(z.string(), z.string()),
        grandTotal: z.number(),
        score: z.record(z.string(), z.unknown()),
        ruleSetId: z.string(),
        submittedAt: z.string(),
        updatedAt: z.string(),
      }),
    ),
    savedNews: z.array(z.object({ newsId: z.string(), title: z.string(), savedAt: z.string() })),
    /** Sent to this member alone; those sent to everyone are not personal data. */
    notifications: z.array(
      z.object({
        id: z.string(),
        type: z.number(),
        status: z.number(),
        titleVn: z.string(),
        titleEn: z.string(),
        messageContentVn: z.string(),
        messageContentEn: z.string(),
        externalLink: z.string(),
        createdAt: z.string(),
      }),
    ),
    notificationsRead: z.array(z.object({ notificationId: z.string(), readAt: z.string() })),
    /** Messages sent from the contact page while signed in. */
    supportMessages: z.array(
      SupportMessageSchema.pick({
        reference: true,
        fullName: true,
        email: true,
        phoneNumber: true,
        street: true,
        message: true,
        createdAt: true,
      }),
    ),
  }),
);
