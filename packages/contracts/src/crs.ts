import { z } from 'zod';
import { DrawSchema } from './draws.ts';
import { EligibilityAnswerSchema, WorkDetailsDtoSchema } from './eligibility.ts';
import { envelopeOf } from './envelope.ts';

/** One answered question of the quiz (spec section 3, calculation request). */
export const SubmittedAnswerSchema = z.object({
  name: z.string().max(100, { error: 'validation.tooLong' }).default(''),
  questionId: z.number({ error: 'validation.numberInvalid' }).int({ error: 'validation.numberInvalid' }),
  answerValue: z.string().max(2, { error: 'validation.tooLong' }),
});
export type SubmittedAnswerInput = z.infer<typeof SubmittedAnswerSchema>;

export const CalculateScoreRequestSchema = z
  .array(SubmittedAnswerSchema)
  .max(40, { error: 'validation.tooMany' })
  .describe('Every answered question; empty answers are dropped. The server scores them itself.');

/** The save payload: the answers are scored again; any numbers sent along are ignored. */
export const SaveCrsResultRequestSchema = z.object({
  crsResultDTO: z
    .record(z.string(), z.unknown())
    .optional()
    .describe('Ignored: the server never trusts a client score.'),
  crsResultDetailDTO: CalculateScoreRequestSchema,
});

const points = z.number().int();

export const CrsLineSchema = z.object({
  factor: z.string().describe('A factor code the web translates, e.g. `core.age`.'),
  points,
  clb: z.array(z.number().int()).length(4).optional().describe('CLB/NCLC per ability for language lines.'),
});

export const CrsScoreSchema = z.object({
  agePoint: points,
  level_of_education: points,
  firstLanguagePoints: points,
  secondaryLanguagePoints: points,
  langTot: points,
  q6iAnswerPoints: points,
  spouse_level_education: points,
  spouse_firs_language: points,
  spouse_canadian_work_experience: points,
  educationA: points,
  educationB: points,
  educationTot: points,
  foreign_xp_1: points,
  foreign_xp_2: points,
  foreign_xp_tot: points,
  certificate: points,
  prov_nom_bonus: points,
  job_bonus: points,
  study_bonus: points,
  sibling_bonus: points,
  french_bonus: points,
  core_factors: points,
  spouse_factors: points,
  skill_factors: points,
  bonus_factors: points,
  grandtotal: points,
  isWithSpouse: z.boolean(),
  ruleSet: z.object({
    id: z.string(),
    effectiveFrom: z.string(),
    checkedOn: z.string().describe('YYYY-MM-DD: the day this rule set was last checked against IRCC.'),
  }),
  lines: z.array(CrsLineSchema),
});
export type CrsScoreDto = z.infer<typeof CrsScoreSchema>;

export const AdviceSchema = z.object({
  score: points,
  suggestions: z.array(
    z.object({
      code: z.string(),
      details: z.record(z.string(), z.union([z.string(), z.number()])),
      newScore: points,
      gain: points,
    }),
  ),
  ageWarning: z
    .object({ code: z.string(), nextAge: points, newScore: points, pointsLost: points })
    .nullable(),
});

export const RoundAccessSchema = z
  .object({
    status: z.enum(['eligible', 'notEligible', 'unknown']),
    reasons: z
      .array(z.string())
      .describe(
        'Stable codes: eligibility reasons (`cec.noCanadianExperience`…) and `round.noNomination`, `round.categoryNotInForce`, `round.unknownKind`, `round.workNotGiven`.',
      ),
  })
  .describe(
    'Whether a round of this type can invite the person: from the work step, or, when it was skipped, `notEligible` only for what the CRS answers rule out and `unknown` otherwise.',
  );
export type RoundAccessDto = z.infer<typeof RoundAccessSchema>;

export const DrawComparisonSchema = DrawSchema.extend({
  wouldBeInvited: z.boolean().describe('This score is at or above the round’s lowest score invited.'),
  access: RoundAccessSchema,
  earlierCutOffs: z
    .array(z.object({ number: z.string(), date: z.string(), lowestScore: points }))
    .describe('Up to 4 earlier rounds of the same type in the past year, newest first.'),
});
export type DrawComparison = z.infer<typeof DrawComparisonSchema>;

export const InvitationVerdictSchema = z
  .object({
    basis: z
      .enum(['eligible', 'possible', 'none'])
      .describe(
        '`eligible`: compared with rounds the person can enter; `possible`: the work step was skipped, so with rounds not ruled out that do not invite by occupation (none of those left: `round` is null); `none`: no recent round can invite the person.',
      ),
    round: DrawSchema.nullable().describe(
      'The round compared with: the lowest recent cut-off on that basis.',
    ),
    isPassed: z.boolean(),
  })
  .describe('The spec’s pass/fail badge, never compared with a round the person cannot enter.');
export type InvitationVerdictDto = z.infer<typeof InvitationVerdictSchema>;

export const EligibilityMoveSchema = z.object({
  code: z.string().describe('e.g. `cec.moreMonths`; the web translates `crs.moves.<code>`.'),
  details: z.record(z.string(), z.union([z.string(), z.number()])),
  isClosestPath: z.boolean().describe('The closest path into the pool, when no program is open yet.'),
});
export type EligibilityMoveDto = z.infer<typeof EligibilityMoveSchema>;

/** What a result says of invitations: the rounds, the badge, and (with the work step) eligibility. */
const InvitationFieldsSchema = z.object({
  recentDraws: z
    .array(DrawComparisonSchema)
    .describe('The latest round of each type in the past year, with whether it can invite the person.'),
  verdict: InvitationVerdictSchema,
  work: WorkDetailsDtoSchema.nullable().describe('The quiz’s "Your work" step, when it was filled.'),
  eligibility: EligibilityAnswerSchema.nullable().describe(
    'Programs and categories (shared/crs/eligibility.md) from the answers and `work`; null without `work`.',
  ),
  eligibilityMoves: z
    .array(EligibilityMoveSchema)
    .describe('Changes that would open a program or category, closest first; empty without `work`.'),
});

export const CrsCalculationSchema = CrsScoreSchema.extend({
  crsPoints: points.describe(
    'The lowest score invited in the round of `verdict` (0 when there is none). The CRS has no pass mark.',
  ),
  crsPointsRound: DrawSchema.nullable(),
  submissionDate: z.string(),
  advice: AdviceSchema,
}).extend(InvitationFieldsSchema.shape);
export type CrsCalculation = z.infer<typeof CrsCalculationSchema>;

export const CalculateScoreResponseSchema = envelopeOf(CrsCalculationSchema);
export const SaveCrsResultResponseSchema = envelopeOf(z.uuid().describe('The new result id.'));

/** The longest name a member may give a saved result. */
export const CRS_RESULT_NAME_MAX = 80;

export const SavedCrsResultSchema = z
  .object({
    id: z.uuid(),
    name: z
      .string()
      .nullable()
      .describe('The member’s own name for the result ("Nếu có thêm IELTS 8"); null shows its date only.'),
    fullName: z.string(),
    submissionDate: z.string(),
    updatedTime: z.string(),
    isSaved: z.literal(true),
    answers: CalculateScoreRequestSchema,
    result: CrsScoreSchema.describe('The score under the rules in force when it was saved.'),
    currentResult: CrsScoreSchema.nullable().describe('The score under today’s rules, when they differ.'),
    crsPoints: points,
    advice: AdviceSchema.describe('What would raise the score, under today’s rules.'),
    shareToken: z
      .string()
      .nullable()
      .describe('The token of the result’s shared link (`/crs-tool/shared/{token}`); null while not shared.'),
  })
  .extend(InvitationFieldsSchema.shape);
export type SavedCrsResult = z.infer<typeof SavedCrsResultSchema>;
export const SavedCrsResultResponseSchema = envelopeOf(SavedCrsResultSchema);
export const LastCrsResultsResponseSchema = envelopeOf(z.array(SavedCrsResultSchema));
export const CrsResultIdParamsSchema = z.object({ id: z.uuid({ error: 'validation.idInvalid' }) });
export const UpdateCrsResultRequestSchema = SaveCrsResultRequestSchema;

/** A saved result's new name: trimmed, at most 80 characters; empty or null takes the name away. */
export const RenameCrsResultRequestSchema = z.object({
  name: z
    .string()
    .trim()
    .max(CRS_RESULT_NAME_MAX, { error: 'validation.tooLong' })
    .nullable()
    .describe('At most 80 characters once trimmed; empty or null leaves the result without a name.'),
});
export type RenameCrsResultRequest = z.infer<typeof RenameCrsResultRequestSchema>;

export const ShareCrsResultResponseSchema = envelopeOf(
  z.object({
    shareToken: z
      .string()
      .describe(
        'Random (192 bits, base64url): the link is `/crs-tool/shared/{shareToken}`. Kept until sharing stops.',
      ),
  }),
);

/** A share token as links carry it: base64url, 22 to 64 characters. */
export const SharedCrsResultParamsSchema = z.object({
  token: z.string().regex(/^[\w-]{22,64}$/, { error: 'validation.idInvalid' }),
});

/**
 * A result as its shared link shows it: the score and its breakdown. Nothing of the member (name,
 * e-mail, id), and not the result's id, name, answers, work step or what they say of invitations.
 */
export const SharedCrsResultSchema = z.object({
  submissionDate: z.string(),
  result: CrsScoreSchema.describe('The score under the rules in force when it was saved.'),
  currentResult: CrsScoreSchema.nullable().describe('The score under today’s rules, when they differ.'),
});
export type SharedCrsResult = z.infer<typeof SharedCrsResultSchema>;
export const SharedCrsResultResponseSchema = envelopeOf(SharedCrsResultSchema);
