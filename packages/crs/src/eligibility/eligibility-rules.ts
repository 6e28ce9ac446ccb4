import { type Dated, inForceOn } from '../dated.ts';
import { CATEGORY_RULES, type CategoryRule } from './category-rules.ts';
import { CATEGORY_LISTS } from './data/category-lists.ts';
import { SETTLEMENT_FUNDS_TABLES, type SettlementFundsTable } from './data/settlement-funds.ts';
import { PROGRAM_RULE_SETS, type ProgramRules } from './program-rules.ts';

export interface Category extends Dated {
  id: string;
  year: number;
  checkedOn: string;
  rule: CategoryRule;
  nocCodes: ReadonlySet<string>;
  /** This category's bit in `categoryMaskOf`. */
  bit: number;
}

/** Everything dated that an answer on one day depends on. */
export interface EligibilityRules extends Dated {
  programs: ProgramRules;
  funds: SettlementFundsTable;
  /** In the source's order. */
  categories: readonly Category[];
  /** YYYY-MM-DD: the oldest day any of these was last checked against IRCC, so no part claims more. */
  checkedOn: string;
}

const CATEGORIES: readonly Category[] = CATEGORY_LISTS.map((list, index) => {
  const rule = CATEGORY_RULES[list.id];
  if (!rule) throw new Error(`category ${list.id} has no rule in category-rules.ts`);
  if (index > 30) throw new Error('more categories than bits in a category mask');
  return {
    id: list.id,
    year: list.year,
    effectiveFrom: list.effectiveFrom,
    checkedOn: list.checkedOn,
    rule,
    nocCodes: new Set(list.nocCodes),
    bit: 1 << index,
  };
});

/** Every category's bit set for the NOC codes it lists: one lookup per job, not one per category. */
const CATEGORY_MASKS = new Map<string, number>();
for (const category of CATEGORIES) {
  for (const code of category.nocCodes) {
    CATEGORY_MASKS.set(code, (CATEGORY_MASKS.get(code) ?? 0) | category.bit);
  }
}

/** The bits of the categories (of any year) whose lists hold `noc`. */
export function categoryMaskOf(noc: string): number {
  return CATEGORY_MASKS.get(noc) ?? 0;
}

/** A year's list starts with its earliest category; later ones (2025's physicians) join on their date. */
const YEARS = [...new Set(CATEGORIES.map((category) => category.year))]
  .map((year) => {
    const categories = CATEGORIES.filter((category) => category.year === year);
    return { year, effectiveFrom: categories.map((c) => c.effectiveFrom).sort()[0] as string, categories };
  })
  .sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom));

/** No answer before the first category list: earlier rounds had lists this package does not hold. */
export const EARLIEST_ELIGIBILITY_DATE = YEARS.at(-1)?.effectiveFrom as string;

function rulesOn(date: string): EligibilityRules {
  const year = inForceOn(YEARS, date);
  const programs = inForceOn(PROGRAM_RULE_SETS, date);
  const funds = inForceOn(SETTLEMENT_FUNDS_TABLES, date);
  if (!year || !programs || !funds) throw new Error(`eligibility data has a gap on ${date}`);
  const categories = year.categories.filter((category) => category.effectiveFrom <= date);
  // YYYY-MM-DD strings order as dates.
  const checkedOn = [programs.checkedOn, funds.checkedOn, ...categories.map((category) => category.checkedOn)]
    .sort()
    .at(0) as string;
  return { effectiveFrom: date, programs, funds, categories, checkedOn };
}

/** One bundle per date on which anything changes, newest first, built once at load. */
const RULES_BY_DATE: readonly EligibilityRules[] = [
  ...new Set(
    [...PROGRAM_RULE_SETS, ...SETTLEMENT_FUNDS_TABLES, ...CATEGORIES]
      .map((entry) => entry.effectiveFrom)
      .filter((date) => date >= EARLIEST_ELIGIBILITY_DATE),
  ),
]
  .sort()
  .reverse()
  .map(rulesOn);

/** The last day asked for and its rules: a batch of answers is nearly always for one day. */
let lastAsked: { asOf: string; rules: EligibilityRules } | null = null;

/** The rules in force on `asOf` (YYYY-MM-DD). */
export function eligibilityRulesFor(asOf: string): EligibilityRules {
  if (lastAsked !== null && lastAsked.asOf === asOf) return lastAsked.rules;
  const rules = inForceOn(RULES_BY_DATE, asOf);
  if (!rules) throw new RangeError(`No eligibility rules before ${EARLIEST_ELIGIBILITY_DATE}; got ${asOf}`);
  lastAsked = { asOf, rules };
  return rules;
}

/** CAD to show for a family of `familySize` people under `table`. */
export function fundsRequiredCad(table: SettlementFundsTable, familySize: number): number {
  const sizes = table.byFamilySize.length;
  if (familySize <= sizes) return table.byFamilySize[familySize - 1] as number;
  return (table.byFamilySize[sizes - 1] as number) + (familySize - sizes) * table.eachAdditionalMember;
}
