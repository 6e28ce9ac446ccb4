import { z } from 'zod';
import {
  type CandidateProfile,
  CandidateProfileSchema,
  type ParseResult,
  parseWithSchema,
} from '../profile.ts';
import type { WorkDetails } from '../work/work-details.ts';
import { isNocUnitGroup, jobOfferFor } from './noc.ts';

const NocCodeSchema = z
  .string()
  .regex(/^\d{5}$/, { error: 'must be a NOC 2021 unit group, 5 digits', abort: true })
  .refine(isNocUnitGroup, { error: 'is not a NOC 2021 unit group' });

/** One paid job (shared/crs/eligibility.md). */
export const ExperienceSchema = z.object({
  noc: NocCodeSchema,
  inCanada: z.boolean(),
  /** Full-time-equivalent months (30 hours a week is full time). */
  months: z.number().positive().max(600),
  /** 0 = still in this job. */
  endedMonthsAgo: z.number().int().min(0).max(600),
  selfEmployed: z.boolean().default(false),
  whileFullTimeStudent: z.boolean().default(false),
});
export type Experience = z.infer<typeof ExperienceSchema>;

const isPartnered = (maritalStatus: string) => maritalStatus === 'married' || maritalStatus === 'commonLaw';

/** The fields eligibility.md adds to a CandidateProfile: the quiz's "Your work" step. */
export const WorkDetailsSchema = z.object({
  experience: z.array(ExperienceSchema).max(50).default([]),
  jobOfferNoc: NocCodeSchema.nullable().default(null),
  settlementFundsCad: z.number().min(0).max(1_000_000_000).default(0),
  familySize: z.number().int().min(1).max(30).optional(),
  authorizedToWorkInCanada: z.boolean().default(false),
  relativeInCanada: z.boolean().default(false),
  spouseStudiedInCanada: z.boolean().default(false),
  applicantStudiedInCanada: z.boolean().default(false),
}) satisfies z.ZodType<WorkDetails>;

/**
 * A CandidateProfile plus the work, offer, funds and adaptability fields of eligibility.md. Without
 * them it is still valid: no work, no offer, no funds, "no" to every question, and a family of the
 * applicant and a spouse or partner if there is one.
 */
export const EligibilityProfileSchema = CandidateProfileSchema.safeExtend(WorkDetailsSchema.shape)
  .superRefine((profile, ctx) => {
    // Object refinements run even after a field's own check failed, so an unknown code is skipped here.
    const offerNoc = profile.jobOfferNoc;
    if (offerNoc !== null && isNocUnitGroup(offerNoc) && profile.jobOffer !== jobOfferFor(offerNoc)) {
      ctx.addIssue({
        code: 'custom',
        path: ['jobOffer'],
        message: `must be ${jobOfferFor(offerNoc)}, the offer of jobOfferNoc ${offerNoc}`,
      });
    }
    // The funds table counts a spouse or partner even when they are not coming to Canada.
    if (profile.familySize !== undefined && isPartnered(profile.maritalStatus) && profile.familySize < 2) {
      ctx.addIssue({
        code: 'custom',
        path: ['familySize'],
        message: 'counts the applicant and the spouse or partner, so it is at least 2',
      });
    }
  })
  .transform((profile) => ({
    ...profile,
    familySize: profile.familySize ?? (isPartnered(profile.maritalStatus) ? 2 : 1),
  }));
export type EligibilityProfile = z.infer<typeof EligibilityProfileSchema>;

/** Validates untrusted input as an EligibilityProfile, filling the defaults. */
export function parseEligibilityProfile(input: unknown): ParseResult<EligibilityProfile> {
  return parseWithSchema(EligibilityProfileSchema, input);
}

/**
 * The quiz's answers (as a CandidateProfile) and its "Your work" step as one EligibilityProfile. The
 * work step is untrusted input: a bad field is an error naming it, like any profile field.
 */
export function toEligibilityProfile(
  profile: CandidateProfile,
  work: unknown,
): ParseResult<EligibilityProfile> {
  const details = parseWithSchema(WorkDetailsSchema, work ?? {});
  if (!details.success) return details;
  return parseEligibilityProfile({ ...profile, ...details.profile });
}
