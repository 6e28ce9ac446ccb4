import { z } from 'zod';
import { envelopeOf } from './envelope.ts';
import { LanguageSchema } from './i18n.ts';

/** The mails a member may opt into (issue 22), off by default: each has its own unsubscribe link. */
export const MAIL_LISTS = ['roundAlerts', 'newsDigest'] as const;
export const MailListSchema = z.enum(MAIL_LISTS);
export type MailList = z.infer<typeof MailListSchema>;

const optIn = (description: string) =>
  z.boolean({ error: 'validation.booleanInvalid' }).describe(description);

/** `GET` and `PUT /api/users/me/email-preferences`: the member's opt-ins and the language of their mails. */
export const EmailPreferencesSchema = z.object({
  emailRoundAlerts: optIn('E-mail me new rounds of invitations that concern me (score and round type).'),
  emailNewsDigest: optIn('A weekly digest of the news published in my language.'),
  language: LanguageSchema.describe(
    'The language of these mails (the account’s defaultLanguage): the page sends the one it shows.',
  ),
});
export type EmailPreferences = z.infer<typeof EmailPreferencesSchema>;
export const EmailPreferencesResponseSchema = envelopeOf(EmailPreferencesSchema);

/** The signed link of a list mail: it names the member and the list, and needs no sign-in. */
export const UnsubscribeQuerySchema = z.object({
  token: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(300, { error: 'validation.tooLong' })
    .describe('The token of the mail’s unsubscribe link.'),
});

/** RFC 8058's one-click body (`List-Unsubscribe=One-Click`), form-encoded by mail providers, JSON from our page. */
export const UnsubscribeRequestSchema = z.object({
  'List-Unsubscribe': z.literal('One-Click', { error: 'validation.oneClickRequired' }),
});

export const UnsubscribeResponseSchema = envelopeOf(
  z.object({ list: MailListSchema.describe('The list the member no longer receives.') }),
);
