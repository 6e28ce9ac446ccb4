import { z } from 'zod';
import { EmailSchema, FullNameSchema } from './auth.ts';
import { envelopeOf, integerIn } from './envelope.ts';
import { LanguageSchema } from './i18n.ts';

/** Spec section 5: the message is required; 5,000 characters is more than any real message. */
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'validation.tooLong' })
    .optional()
    .transform((value) => value || undefined);

/** Spec sections 3 and 7: the support form (`POST /api/contact-support`). */
export const ContactSupportRequestSchema = z.object({
  fullName: FullNameSchema,
  email: EmailSchema,
  message: z
    .string()
    .trim()
    .min(1, { error: 'validation.messageRequired' })
    .max(CONTACT_MESSAGE_MAX_LENGTH, { error: 'validation.tooLong' }),
  phoneNumber: z
    .string()
    .trim()
    .regex(/^(\+?\d[\d\s().-]{6,18}\d)?$/, { error: 'validation.phoneInvalid' })
    .optional()
    .transform((value) => value || undefined),
  billing_address_street: optionalText(200),
  /** A field people never see: only bots fill it in. */
  website: z.string().max(500).optional(),
  language: LanguageSchema.optional().describe(
    'The language of the form: the sender’s acknowledgement with the reference is written in it (vi when absent).',
  ),
});
export type ContactSupportRequest = z.infer<typeof ContactSupportRequestSchema>;
export type ContactSupportInput = z.input<typeof ContactSupportRequestSchema>;

export const ContactSupportResponseSchema = envelopeOf(
  z.object({
    id: z.uuid(),
    reference: z.string().describe('What the person quotes when they write again, e.g. MB-7K2Q9P.'),
  }),
);

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed', 'notConfigured'] as const;

/**
 * One delivery of a message as admins see it: the CRM lead, the mail to the support inbox, the
 * acknowledgement to the sender.
 */
export const DeliverySchema = z.object({
  id: z.uuid(),
  kind: z.enum(['crm.lead', 'mail.support', 'mail.acknowledgement']),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  sentAt: z.string().nullable(),
});

export const SupportMessageSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  street: z.string().nullable(),
  message: z.string(),
  userId: z.uuid().nullable(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  deliveries: z.array(DeliverySchema),
});
export type SupportMessage = z.infer<typeof SupportMessageSchema>;
export const SupportMessageResponseSchema = envelopeOf(SupportMessageSchema);

export const SupportMessageListQuerySchema = z.object({
  PageNumber: integerIn(1, 10_000, 1),
  PageSize: integerIn(1, 100, 20),
  status: z
    .enum(['open', 'handled', 'all'], { error: 'validation.outOfRange' })
    .default('open')
    .describe('open: not handled yet (the default); handled; or all.'),
});

export const SupportMessagePageResponseSchema = envelopeOf(
  z.object({
    items: z.array(SupportMessageSchema),
    hasNextPage: z.boolean(),
    currentPage: z.number().int(),
  }),
);

export const SupportMessageIdParamsSchema = z.object({ id: z.uuid({ error: 'validation.idInvalid' }) });
export const DeliveryParamsSchema = z.object({
  id: z.uuid({ error: 'validation.idInvalid' }),
  deliveryId: z.uuid({ error: 'validation.idInvalid' }),
});
export const MarkHandledRequestSchema = z.object({
  handled: z.boolean().default(true).describe('false reopens the message.'),
});
