import { describe, expect, it } from 'vitest';
import { type EligibilityInput, eligibilityProfile, job, NOC } from '../fixtures/eligibility-profiles.ts';
import { celpip, tefAtNclc } from '../fixtures/profiles.ts';
import { assessEligibility } from './assess-eligibility.ts';

/** In the pool through CEC (CLB 7, a year as a software engineer in Canada), whatever else is added. */
const IN_POOL: EligibilityInput = {
  firstLanguage: celpip(7),
  experience: [job(NOC.softwareEngineer, 12, { inCanada: true })],
};

function category(id: string, overrides: EligibilityInput, asOf = '2026-11-25') {
  const answer = assessEligibility(eligibilityProfile({ ...IN_POOL, ...overrides }), asOf);
  const found = answer.categories.find((entry) => entry.id === id);
  if (!found) throw new Error(`${id} is not in force on ${asOf}`);
  return found;
}

const withWork = (...jobs: ReturnType<typeof job>[]): EligibilityInput => ({
  experience: [...(IN_POOL.experience ?? []), ...jobs],
});

describe('French-language proficiency', () => {
  it.each(['2025-french-language-proficiency', '2026-french-language-proficiency'])(
    '%s needs NCLC 7 in all four abilities, in either test slot',
    (id) => {
      const asOf = id.startsWith('2025') ? '2025-06-01' : '2026-11-25';
      expect(category(id, { secondLanguage: tefAtNclc(7) }, asOf)).toEqual({
        id,
        eligible: true,
        reasons: [],
      });
      expect(category(id, { secondLanguage: tefAtNclc(6) }, asOf).reasons).toEqual([
        'category.frenchBelowNclc7',
      ]);
      expect(category(id, {}, asOf).reasons).toEqual(['category.frenchBelowNclc7']);
      expect(category(id, { firstLanguage: tefAtNclc(7) }, asOf).eligible).toBe(true);
    },
  );
});

describe('2026 occupation categories: 12 months in 3 years in one listed occupation', () => {
  it('counts 12 months, 11 fall short', () => {
    expect(category('2026-stem', withWork(job(NOC.civilEngineer, 12))).eligible).toBe(true);
    expect(category('2026-stem', withWork(job(NOC.civilEngineer, 11))).reasons).toEqual([
      'category.notEnoughMonths',
    ]);
  });

  it('adds up several jobs in the same listed occupation, with a break between them', () => {
    const twoJobs = withWork(
      job(NOC.registeredNurse, 6),
      job(NOC.registeredNurse, 6, { endedMonthsAgo: 20 }),
    );
    expect(category('2026-healthcare-social-services', twoJobs).eligible).toBe(true);
  });

  it('does not add up two different listed occupations', () => {
    const twoOccupations = withWork(job(NOC.civilEngineer, 6), job('21301', 6, { endedMonthsAgo: 6 }));
    expect(category('2026-stem', twoOccupations).reasons).toEqual(['category.notEnoughMonths']);
  });

  it('counts only the last 36 months', () => {
    expect(category('2026-trades', withWork(job(NOC.welder, 30, { endedMonthsAgo: 24 }))).eligible).toBe(
      true,
    );
    expect(category('2026-trades', withWork(job(NOC.welder, 30, { endedMonthsAgo: 25 }))).reasons).toEqual([
      'category.notEnoughMonths',
    ]);
    expect(category('2026-trades', withWork(job(NOC.welder, 30, { endedMonthsAgo: 36 }))).reasons).toEqual([
      'category.occupationNotListed',
    ]);
  });

  it('answers occupationNotListed for work outside the list (Cooks left the 2026 trades)', () => {
    expect(category('2026-trades', withWork(job(NOC.cook, 24))).reasons).toEqual([
      'category.occupationNotListed',
    ]);
    expect(category('2026-trades', withWork(job(NOC.butcher, 24))).eligible).toBe(true);
    expect(category('2026-transport', withWork(job(NOC.autoMechanic, 12))).eligible).toBe(true);
    expect(category('2026-education', withWork(job(NOC.childcareWorker, 12))).eligible).toBe(true);
  });

  it('needs the work in Canada for physicians, researchers and senior managers', () => {
    for (const [id, noc] of [
      ['2026-physicians-canadian-experience', NOC.familyPhysician],
      ['2026-researchers-canadian-experience', NOC.universityProfessor],
      ['2026-senior-managers-canadian-experience', NOC.seniorManagerTrade],
    ] as const) {
      expect(category(id, withWork(job(noc, 12, { inCanada: true }))).eligible).toBe(true);
      expect(category(id, withWork(job(noc, 24))).reasons).toEqual(['category.workNotInCanada']);
      expect(category(id, withWork(job(noc, 11, { inCanada: true }))).reasons).toEqual([
        'category.notEnoughMonths',
      ]);
      // 6 months in Canada and 6 abroad: a year of the occupation, but not a year in Canada.
      expect(
        category(id, withWork(job(noc, 6, { inCanada: true }), job(noc, 6, { endedMonthsAgo: 6 }))).reasons,
      ).toEqual(['category.workNotInCanada']);
    }
  });

  it('answers the military recruits category with its own reason', () => {
    expect(category('2026-skilled-military-recruits', withWork(job('42102', 120))).reasons).toEqual([
      'category.militaryRecruitsOnly',
    ]);
  });
});

describe('2025 occupation categories: 6 months in a row within 3 years', () => {
  const asOf = '2025-10-01';
  it('counts one job of 6 months, not 5, and not two jobs of 3', () => {
    expect(category('2025-stem', withWork(job(NOC.civilEngineer, 6)), asOf).eligible).toBe(true);
    expect(category('2025-stem', withWork(job(NOC.civilEngineer, 5)), asOf).reasons).toEqual([
      'category.notEnoughMonths',
    ]);
    const twoShortJobs = withWork(
      job(NOC.civilEngineer, 3),
      job(NOC.civilEngineer, 3, { endedMonthsAgo: 4 }),
    );
    expect(category('2025-stem', twoShortJobs, asOf).reasons).toEqual(['category.notEnoughMonths']);
  });

  it('lists Cooks in the 2025 trades and Butchers in agriculture', () => {
    expect(category('2025-trades', withWork(job(NOC.cook, 6)), asOf).eligible).toBe(true);
    expect(category('2025-agriculture-agri-food', withWork(job(NOC.butcher, 6)), asOf).eligible).toBe(true);
  });

  it('asks the 2025 physicians for 12 months in a row in Canada', () => {
    const id = '2025-physicians-canadian-experience';
    expect(
      category(id, withWork(job(NOC.familyPhysician, 12, { inCanada: true })), '2025-12-08').eligible,
    ).toBe(true);
    expect(
      category(
        id,
        withWork(
          job(NOC.familyPhysician, 6, { inCanada: true }),
          job(NOC.familyPhysician, 6, { inCanada: true, endedMonthsAgo: 7 }),
        ),
        '2025-12-08',
      ).reasons,
    ).toEqual(['category.notEnoughMonths']);
  });
});

describe('a category invites only from the pool', () => {
  it('adds notInPool to every category when no program is open, beside the category’s own reasons', () => {
    const answer = assessEligibility(
      eligibilityProfile({
        firstLanguage: celpip(4),
        secondLanguage: tefAtNclc(9),
        experience: [job(NOC.civilEngineer, 12)],
      }),
      '2026-11-25',
    );
    expect(
      answer.categories.every((entry) => !entry.eligible && entry.reasons[0] === 'category.notInPool'),
    ).toBe(true);
    expect(
      answer.categories.find((entry) => entry.id === '2026-french-language-proficiency')?.reasons,
    ).toEqual(['category.notInPool']);
    expect(answer.categories.find((entry) => entry.id === '2026-stem')?.reasons).toEqual([
      'category.notInPool',
    ]);
    expect(answer.categories.find((entry) => entry.id === '2026-trades')?.reasons).toEqual([
      'category.notInPool',
      'category.occupationNotListed',
    ]);
  });
});
