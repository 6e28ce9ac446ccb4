import { type CandidateProfile, parseProfile, profileToAnswers } from '@maplebridge/crs';
import { MARRIED_APPLICANT } from '@maplebridge/crs/examples';

/** The married applicant without a second language: the quiz path the keyboard and axe journeys take. */
const PROFILE: CandidateProfile = { ...MARRIED_APPLICANT, secondLanguage: null };
const parsed = parseProfile(PROFILE);
if (!parsed.success) throw new Error('the example profile no longer parses');

export const EXAMPLE_PROFILE = parsed.profile;
export const EXAMPLE_ANSWERS = profileToAnswers(EXAMPLE_PROFILE);
