import { z } from 'zod';
import { envelopeOf } from './envelope.ts';
import { LanguageSchema } from './i18n.ts';

/**
 * Field schemas shared by the web forms and the server (spec section 5). Messages are translation
 * codes (`validation.*`), so each side shows them in the user's language.
 */
/**
 * A new password's "special character": any printable ASCII character that is not a letter, a digit
 * or a space. Non-ASCII symbols (€, •, curly quotes) do not count, and a password may not hold
 * them, nor accented letters or spaces: an input method (Telex, VNI) turns typed letters into
 * accented ones on one device and not on the next, and the password would no longer match.
 */
export const PASSWORD_SYMBOLS = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';

export const EmailSchema = z
  .string()
  .trim()
  .max(254, { error: 'validation.emailInvalid' })
  .pipe(z.email({ error: 'validation.emailInvalid' }))
  .transform((email) => email.toLowerCase());

export const PhoneNumberSchema = z
  .string()
  .trim()
  .regex(/^0\d{9,10}$/, { error: 'validation.phoneInvalid' });

export const FullNameSchema = z
  .string()
  .trim()
  .min(1, { error: 'validation.fullNameRequired' })
  .max(100, { error: 'validation.tooLong' });

/**
 * A new password (the spec's strength pattern): 8+ characters of unaccented letters, digits and
 * printable ASCII symbols, with a lowercase and an uppercase letter, a digit and a symbol. The
 * server also refuses the most common passwords and the current one (`auth.passwordCommon`,
 * `auth.passwordUnchanged`), which no browser can know.
 */
export const NewPasswordSchema = z
  .string()
  .max(100, { error: 'validation.tooLong' })
  .regex(/^[!-~]*$/, { error: 'validation.passwordCharacters' })
  .regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!-/:-@[-`{-~]).{8,}$/, { error: 'validation.passwordWeak' });

/** A password being checked (sign-in, current password): no rule but its length. */
export const PasswordSchema = z
  .string()
  .min(1, { error: 'validation.passwordRequired' })
  .max(100, { error: 'validation.tooLong' });

export const LoginRequestSchema = z.object({
  loginIdentifier: z
    .string()
    .trim()
    .min(1, { error: 'validation.identifierRequired' })
    .max(100, { error: 'validation.tooLong' })
    .describe('The e-mail address or the phone number of the account.'),
  password: PasswordSchema,
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** The spec's login answer: not the envelope. */
export const LoginResponseSchema = z.object({
  status: z.number().int(),
  token: z.string().describe('A bearer token; empty when sign-in failed.'),
  reason: z.string().describe('Why sign-in failed; empty on success.'),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const RegisterRequestSchema = z.object({
  email: EmailSchema,
  phoneNumber: PhoneNumberSchema,
  fullName: FullNameSchema,
  password: NewPasswordSchema,
  isAccepted: z.literal(true, { error: 'validation.termsRequired' }),
});
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

export const ChangePasswordRequestSchema = z.object({
  oldPassword: PasswordSchema,
  newPassword: NewPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

export const UserTypeSchema = z.object({
  type: z.number().int().describe('0 member, 1 admin.'),
  userTypeName: z.string(),
  description: z.string(),
});

/** The spec's User (section 3). */
export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  userName: z.string(),
  defaultLanguage: LanguageSchema,
  isOTPVerified: z.boolean(),
  phoneNumber: z.string(),
  address: z.string(),
  fullName: z.string(),
  active: z.boolean(),
  createdTime: z.string().nullable(),
  updatedTime: z.string(),
  canadaEntriesProfileDTO: z.null(),
  isEmailVerified: z.boolean(),
  avatarUrl: z.string(),
  signUpEmail: z.string(),
  userTypeDTO: UserTypeSchema,
  pendingEmail: z
    .string()
    .nullable()
    .describe('A new e-mail asked for, in effect once the code sent to it is confirmed; null when none.'),
});
export type User = z.infer<typeof UserSchema>;

export const UserResponseSchema = envelopeOf(UserSchema);
export const EmptyResponseSchema = envelopeOf(z.null());

export const UpdateUserParamsSchema = z.object({ id: z.uuid({ error: 'validation.idInvalid' }) });
export const UpdateUserRequestSchema = z.object({
  fullName: FullNameSchema,
  email: EmailSchema,
  phoneNumber: PhoneNumberSchema,
  address: z.string().trim().max(200, { error: 'validation.tooLong' }).default(''),
  avatarUrl: z.string().trim().max(500, { error: 'validation.tooLong' }).default(''),
});
export type UpdateUserRequest = z.infer<typeof UpdateUserRequestSchema>;

export const OtpSchema = z.string().regex(/^\d{4}$/, { error: 'validation.otpInvalid' });

export const ForgotPasswordRequestSchema = z.object({ email: EmailSchema });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequestSchema>;

export const VerifyOtpRequestSchema = z.object({
  otp: OtpSchema.describe('The four digits joined.'),
  email: EmailSchema,
});
export type VerifyOtpRequest = z.infer<typeof VerifyOtpRequestSchema>;

export const VerifyOtpResponseSchema = envelopeOf(
  z.object({
    resetToken: z
      .string()
      .describe(
        'The proof reset-password needs: for this account only, once, within 10 minutes, and until a newer code is sent.',
      ),
  }),
);
export type VerifyOtpResponse = z.infer<typeof VerifyOtpResponseSchema>;

/** The header that may carry the reset proof instead of the body's `resetToken`. */
export const RESET_TOKEN_HEADER = 'x-reset-token';

export const ResetTokenSchema = z.string().trim().min(1).max(200);

export const ResetPasswordRequestSchema = z
  .object({
    email: EmailSchema,
    password: NewPasswordSchema,
    passwordConfirm: z.string().max(100),
    resetToken: ResetTokenSchema.optional().describe(
      "verify-otp's `data.resetToken` (or the X-Reset-Token header): required.",
    ),
  })
  .refine((request) => request.password === request.passwordConfirm, {
    path: ['passwordConfirm'],
    error: 'validation.passwordMismatch',
  });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

export const VerifyEmailRequestSchema = z.object({ otp: OtpSchema });

export const ConfirmEmailChangeRequestSchema = z.object({
  otp: OtpSchema.describe('The four digits mailed to the pending address.'),
});
export type ConfirmEmailChangeRequest = z.infer<typeof ConfirmEmailChangeRequestSchema>;

export const OutboxMailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  code: z.string().nullable(),
  headers: z
    .record(z.string(), z.string())
    .nullable()
    .describe(
      'Headers of its own (a list mail’s List-Unsubscribe and List-Unsubscribe-Post); null when none.',
    ),
  status: z.string(),
  createdAt: z.string(),
});
export const OutboxResponseSchema = envelopeOf(z.object({ items: z.array(OutboxMailSchema) }));

export const DeleteAccountRequestSchema = z.object({ password: PasswordSchema });
