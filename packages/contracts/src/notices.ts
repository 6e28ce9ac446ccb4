import { z } from 'zod';
import { envelopeOf } from './envelope.ts';

/** How a site notice looks: news, a change to know about, or something that stops people (issue 22). */
export const NOTICE_SEVERITIES = ['info', 'warning', 'critical'] as const;
export type NoticeSeverity = (typeof NOTICE_SEVERITIES)[number];

/** The longest message, in either language: a notice is a line or two under the header. */
export const NOTICE_MESSAGE_MAX = 500;

export const SiteNoticeSchema = z.object({
  id: z.uuid(),
  messageVn: z.string(),
  messageEn: z.string(),
  severity: z.enum(NOTICE_SEVERITIES),
  linkUrl: z.string().nullable().describe('An https:// address or a path on this site; null for none.'),
  startsAt: z.string().describe('ISO date-time: shown from then.'),
  endsAt: z
    .string()
    .nullable()
    .describe('ISO date-time: shown until then (not included); null, until ended.'),
});
export type SiteNotice = z.infer<typeof SiteNoticeSchema>;

export const SiteNoticesResponseSchema = envelopeOf(z.object({ items: z.array(SiteNoticeSchema) }));
export const SiteNoticeResponseSchema = envelopeOf(SiteNoticeSchema);
export const SiteNoticeIdParamsSchema = z.object({ id: z.uuid({ error: 'validation.idInvalid' }) });

const message = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(NOTICE_MESSAGE_MAX, { error: 'validation.tooLong' });

// Years the database and every browser agree on (PostgreSQL has no year 0).
const moment = z.iso
  .datetime({ offset: true, error: 'validation.dateInvalid' })
  .refine((value) => Number(value.slice(0, 4)) >= 2000, { error: 'validation.dateInvalid' });

/** A notice's link: https only (a notice sends everyone there), or a path on this site. */
export const NoticeLinkSchema = z
  .string()
  .trim()
  .max(2000, { error: 'validation.tooLong' })
  .refine(
    (value) => value === '' || /^https:\/\/[^\s/]+[^\s]*$/i.test(value) || /^\/(?!\/)[^\s]*$/.test(value),
    {
      error: 'validation.httpsLinkInvalid',
    },
  );

export const SiteNoticeInputSchema = z
  .object({
    messageVn: message,
    messageEn: message,
    severity: z.enum(NOTICE_SEVERITIES, { error: 'validation.severityInvalid' }).default('info'),
    linkUrl: NoticeLinkSchema.nullable()
      .default(null)
      .transform((value) => value || null)
      .describe('An https:// address or a path on this site; empty or null for none.'),
    startsAt: moment.describe('ISO date-time with its offset: shown from then.'),
    endsAt: moment
      .nullable()
      .default(null)
      .describe('ISO date-time with its offset, after startsAt; null to show it until it is ended.'),
  })
  .refine((notice) => notice.endsAt === null || Date.parse(notice.endsAt) > Date.parse(notice.startsAt), {
    error: 'validation.endsBeforeStart',
    path: ['endsAt'],
  });
export type SiteNoticeInput = z.input<typeof SiteNoticeInputSchema>;
