import { z } from 'zod';
import { DrawCategorySchema, DrawSchema } from './draws.ts';
import { envelopeOf, integerIn } from './envelope.ts';

/** A member as the staff console lists them. */
export const MemberSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  fullName: z.string(),
  phoneNumber: z.string(),
  isEmailVerified: z.boolean(),
  active: z.boolean(),
  isAdmin: z.boolean(),
  createdTime: z.string(),
});
export type Member = z.infer<typeof MemberSchema>;

export const MEMBER_FILTERS = ['all', 'active', 'inactive', 'admins'] as const;

export const MemberListQuerySchema = z.object({
  keyword: z
    .string()
    .trim()
    .max(100, { error: 'validation.tooLong' })
    .optional()
    .describe('Part of the e-mail, name or phone number.'),
  status: z.enum(MEMBER_FILTERS, { error: 'validation.outOfRange' }).default('all'),
  PageNumber: integerIn(1, 10_000, 1),
  PageSize: integerIn(1, 100, 20),
});
export const MemberPageResponseSchema = envelopeOf(
  z.object({ items: z.array(MemberSchema), hasNextPage: z.boolean(), currentPage: z.number().int() }),
);
export const MemberResponseSchema = envelopeOf(MemberSchema);
export const MemberIdParamsSchema = z.object({ id: z.uuid({ error: 'validation.idInvalid' }) });
export const MemberActiveRequestSchema = z.object({
  active: z.boolean().describe('false signs the member out everywhere and stops them signing in.'),
});
export const MemberRoleRequestSchema = z.object({
  isAdmin: z.boolean().describe('An admin cannot take their own admin role away.'),
});

/** One change made through the staff console, or a security event such as a code lock-out: who, what, when. */
export const AuditEntrySchema = z.object({
  id: z.uuid(),
  actorId: z.uuid().nullable(),
  actorEmail: z.string().nullable(),
  action: z
    .string()
    .describe(
      'The route’s action, e.g. `admin.news.publish`, or a security event: `security.loginFailed`, `security.adminRefused`.',
    ),
  method: z.string(),
  path: z.string().describe('The request path, with the ids it changed.'),
  statusCode: z.number().int(),
  subject: z.string().nullable().describe('The account the entry is about, when not the actor (a lock-out).'),
  ip: z.string().nullable().describe('The client’s address; null for entries written before it was kept.'),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditListQuerySchema = z.object({
  action: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe('Only actions starting with this, e.g. `admin.news`.'),
  PageNumber: integerIn(1, 10_000, 1),
  PageSize: integerIn(1, 100, 50),
});
export const AuditPageResponseSchema = envelopeOf(
  z.object({ items: z.array(AuditEntrySchema), hasNextPage: z.boolean(), currentPage: z.number().int() }),
);

/** A round of invitations entered by hand from IRCC's rounds page. */
export const DrawInputSchema = z.object({
  number: z
    .string()
    .trim()
    .regex(/^\d{1,4}[a-z]?$/, { error: 'validation.drawNumberInvalid' })
    .describe('IRCC round number, e.g. "438".'),
  date: z.iso.date({ error: 'validation.dateInvalid' }),
  name: z.string().trim().min(1, { error: 'validation.required' }).max(200, { error: 'validation.tooLong' }),
  category: DrawCategorySchema,
  programs: z.string().trim().max(200, { error: 'validation.tooLong' }).default(''),
  invitations: z
    .number({ error: 'validation.numberInvalid' })
    .int()
    .min(1, { error: 'validation.outOfRange' })
    .max(100_000),
  lowestScore: z
    .number({ error: 'validation.numberInvalid' })
    .int()
    .min(0, { error: 'validation.outOfRange' })
    .max(1200, {
      error: 'validation.outOfRange',
    }),
  tieBreak: z.string().trim().max(100, { error: 'validation.tooLong' }).nullable().default(null),
});
export type DrawInput = z.input<typeof DrawInputSchema>;

/** What an import or a new round did: the rounds added (others were known) and the alerts sent. */
export const DrawImportResponseSchema = envelopeOf(
  z.object({
    added: z.array(DrawSchema),
    skipped: z.number().int().describe('Rounds already stored.'),
    alerted: z
      .number()
      .int()
      .describe('Members notified that their saved score is at or above a new cut-off.'),
  }),
);
