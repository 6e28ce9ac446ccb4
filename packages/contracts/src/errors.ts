import { z } from 'zod';
import { envelopeOf } from './envelope.ts';

/**
 * Error codes are `area.reason`; the web shows `t(`errors.${code}`)`.
 * This table is the one place that maps a code to its HTTP status.
 */
export const ERROR_STATUS = {
  'request.invalid': 400,
  'request.malformedJson': 400,
  'request.tooLarge': 413,
  'request.unsupportedMediaType': 415,
  'request.tooMany': 429,
  'route.notFound': 404,
  'auth.unauthorized': 401,
  'auth.forbidden': 403,
  'auth.emailTaken': 409,
  'auth.phoneTaken': 409,
  'auth.wrongPassword': 400,
  'auth.passwordCommon': 400,
  'auth.passwordUnchanged': 400,
  'users.notFound': 404,
  'auth.passwordMismatch': 400,
  'otp.invalid': 400,
  'otp.tooManyAttempts': 400,
  'otp.notVerified': 400,
  'otp.tooSoon': 429,
  'otp.locked': 429,
  'users.noPendingEmail': 400,
  'images.unsupportedType': 400,
  'images.tooManyPixels': 400,
  'images.missingFile': 400,
  'images.notFound': 404,
  'images.quotaExceeded': 429,
  'news.notFound': 404,
  'news.unknownTag': 400,
  'tags.notFound': 404,
  'tags.nameTaken': 409,
  'tags.protected': 400,
  'slides.notFound': 404,
  'slides.unknownNews': 400,
  'notifications.notFound': 404,
  'notifications.unknownUser': 400,
  'notices.notFound': 404,
  'crs.invalidAnswers': 400,
  'crs.incomplete': 400,
  'crs.notEligible': 400,
  'crs.resultNotFound': 404,
  'occupations.notFound': 404,
  'admin.selfDemotion': 400,
  'admin.selfDeactivation': 400,
  'draws.duplicate': 409,
  'draws.invalidFile': 400,
  'sync.unknownJob': 404,
  'sync.notConfigured': 409,
  'contact.messageNotFound': 404,
  'contact.deliveryNotFound': 404,
  'contact.deliveryNotFailed': 409,
  'mail.invalidUnsubscribeLink': 400,
  'chat.providerFailed': 502,
  'chat.providerTimeout': 504,
  'translations.unknownLanguage': 404,
  'translations.unknownNamespace': 404,
  'server.unavailable': 503,
  'server.internal': 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ErrorCodeSchema = z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]);

export const FieldErrorSchema = z.object({
  field: z.string().describe('Where the bad value is, e.g. `body.email` or `params.lng`.'),
  code: z.string().describe('The validation issue, e.g. `invalid_type`, `too_small`.'),
  message: z.string(),
});
export type FieldError = z.infer<typeof FieldErrorSchema>;

export const ErrorDetailsSchema = z.object({
  code: ErrorCodeSchema,
  fields: z.array(FieldErrorSchema).optional(),
  requestId: z.string().optional().describe('Quote it to support; the details are in the server log.'),
  retryAfterSeconds: z
    .number()
    .int()
    .optional()
    .describe('With a code lock-out or a code asked too soon (429): seconds until trying again may work.'),
});
export type ErrorDetails = z.infer<typeof ErrorDetailsSchema>;

export const ErrorEnvelopeSchema = envelopeOf(ErrorDetailsSchema);
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;
