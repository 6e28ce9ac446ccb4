/**
 * Every reason an answer can give for a program or category that is not open to the person: a stable
 * code (the web translates it) and what it means. Codes are never renamed; a new rule adds a code.
 */
export const ELIGIBILITY_REASONS = {
  'fsw.noSkilledExperience':
    'No single job of 12 months or more (full-time equivalent) in one TEER 0–3 occupation within the last 10 years.',
  'fsw.languageBelowClb7': 'The first official language is below CLB/NCLC 7 in at least one ability.',
  'fsw.noEducationCredential': 'No secondary or post-secondary credential.',
  'fsw.pointsBelow67': 'Fewer than 67 of 100 points on the FSW selection grid.',
  'fsw.funds':
    'Settlement funds below the amount for the family size, without the exemption (authorized to work in Canada with a TEER 0–3 job offer).',
  'cec.noCanadianExperience':
    'No Canadian work that counts for CEC within the last 3 years (TEER 0–3, not self-employed, not while a full-time student).',
  'cec.canadianExperienceUnder1Year':
    'Canadian work that counts for CEC adds up to less than 12 months within the last 3 years.',
  'cec.languageBelowClb7':
    'Below CLB/NCLC 7 in at least one ability, the minimum when the Canadian work is in TEER 0 or 1.',
  'cec.languageBelowClb5':
    'Below CLB/NCLC 5 in at least one ability, the lowest CEC minimum (TEER 2 or 3 work).',
  'fst.notATrade': 'No work in a skilled trade (FST’s NOC groups) within the last 5 years.',
  'fst.tradeExperienceUnder2Years':
    'Work in one skilled trade adds up to less than 24 months within the last 5 years.',
  'fst.languageBelowMinimum':
    'Below CLB/NCLC 5 in speaking or listening, or below CLB/NCLC 4 in reading or writing.',
  'fst.noOfferOrCertificate':
    'Neither a job offer in a skilled trade nor a Canadian certificate of qualification.',
  'fst.funds':
    'Settlement funds below the amount for the family size, without the exemption (authorized to work in Canada with a job offer in a trade).',
  'category.notInPool':
    'Eligible for none of FSW, CEC and FST, so not in the pool that category rounds invite from.',
  'category.frenchBelowNclc7':
    'No French test result (TEF Canada or TCF Canada) at NCLC 7 or higher in all four abilities.',
  'category.occupationNotListed': 'No work within the category’s window in any of its listed occupations.',
  'category.notEnoughMonths':
    'Work in a listed occupation falls short of the category’s months within its window (2026: 12 in 3 years; 2025: 6 in a row).',
  'category.workNotInCanada':
    'The category counts only work in Canada, and the listed-occupation work that would be enough was abroad.',
  'category.militaryRecruitsOnly':
    'Only for foreign military members recruited by the Canadian Armed Forces, which this profile does not describe.',
} as const;

export type EligibilityReason = keyof typeof ELIGIBILITY_REASONS;
