import {
  NOTICE_SEVERITIES,
  NoticeLinkSchema,
  type SiteNotice,
  type SiteNoticeInput,
  SiteNoticeInputSchema,
} from '@maplebridge/contracts';
import { z } from 'zod';

const fields = SiteNoticeInputSchema.shape;
const always = { when: () => true };

/** A `datetime-local` value (2026-11-28T09:30, the reader's own time) as a moment, or NaN. */
const momentOf = (local: string) => (local ? new Date(local).getTime() : Number.NaN);

/**
 * The form's values: the contract's messages, severity and link, with the start and end as the
 * browser's date-time boxes give them (local time, the end may be empty).
 */
export const NoticeFormSchema = z
  .object({
    messageVn: fields.messageVn,
    messageEn: fields.messageEn,
    severity: z.enum(NOTICE_SEVERITIES),
    linkUrl: NoticeLinkSchema,
    startsAt: z
      .string()
      .min(1, { error: 'validation.required' })
      .refine((value) => Number.isFinite(momentOf(value)), { error: 'validation.dateInvalid' }),
    endsAt: z.string().refine((value) => value === '' || Number.isFinite(momentOf(value)), {
      error: 'validation.dateInvalid',
    }),
  })
  // `when`: said together with the other fields' errors, not after them.
  .refine((notice) => notice.endsAt === '' || momentOf(notice.endsAt) > momentOf(notice.startsAt), {
    error: 'validation.endsBeforeStart',
    path: ['endsAt'],
    ...always,
  });

export type NoticeFormValues = z.input<typeof NoticeFormSchema>;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A moment as a `datetime-local` box shows it, in the reader's own time, to the minute. */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}T${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/** A new notice starts now and has no end; an edited one shows its own. */
export function toNoticeFormValues(notice: SiteNotice | undefined, now = new Date()): NoticeFormValues {
  return {
    messageVn: notice?.messageVn ?? '',
    messageEn: notice?.messageEn ?? '',
    severity: notice?.severity ?? 'info',
    linkUrl: notice?.linkUrl ?? '',
    startsAt: toLocalInput(notice ? new Date(notice.startsAt) : now),
    endsAt: notice?.endsAt ? toLocalInput(new Date(notice.endsAt)) : '',
  };
}

/** What the API takes: the moments as ISO date-times, no link and no end as null. */
export function toNoticeInput(values: NoticeFormValues): SiteNoticeInput {
  return {
    messageVn: values.messageVn.trim(),
    messageEn: values.messageEn.trim(),
    severity: values.severity,
    linkUrl: values.linkUrl.trim() || null,
    startsAt: new Date(values.startsAt).toISOString(),
    endsAt: values.endsAt ? new Date(values.endsAt).toISOString() : null,
  };
}
