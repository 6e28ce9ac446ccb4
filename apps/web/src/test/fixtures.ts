import type { CrsCalculation, User } from '@maplebridge/contracts';
import { scoreProfile } from '@maplebridge/crs';
import { MARRIED_APPLICANT } from '@maplebridge/crs/examples';

/** A signed-in member as GET /api/users/jwt answers it. */
export const TEST_USER: User = {
  id: '6f1c2b9e-1d2a-4c3b-9e8f-0a1b2c3d4e5f',
  email: 'an@example.com',
  userName: 'an@example.com',
  defaultLanguage: 'vi',
  isOTPVerified: true,
  phoneNumber: '0901234567',
  address: '',
  fullName: 'Nguyễn Văn An',
  active: true,
  createdTime: '2026-11-01T00:00:00.000Z',
  updatedTime: '2026-11-01T00:00:00.000Z',
  canadaEntriesProfileDTO: null,
  isEmailVerified: true,
  avatarUrl: '',
  signUpEmail: 'an@example.com',
  userTypeDTO: { type: 0, userTypeName: 'Member', description: 'A MapleBridge member' },
  pendingEmail: null,
};

/** What the server answers for the married applicant's calculation, with the invitation fields given. */
export function marriedCalculation(fields: Partial<CrsCalculation> = {}): CrsCalculation {
  const score = scoreProfile(MARRIED_APPLICANT);
  return {
    ...score,
    lines: score.lines.map((line) => ({ factor: line.factor, points: line.points })),
    ruleSet: { id: score.ruleSet.id, effectiveFrom: score.ruleSet.effectiveFrom },
    crsPoints: 0,
    crsPointsRound: null,
    submissionDate: '2026-11-27T08:00:00.000Z',
    advice: { score: score.grandtotal, suggestions: [], ageWarning: null },
    recentDraws: [],
    verdict: { basis: 'none', round: null, isPassed: false },
    work: null,
    eligibility: null,
    eligibilityMoves: [],
    ...fields,
  };
}
