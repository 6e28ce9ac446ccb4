import type { Language } from '@maplebridge/contracts';
import { ABILITIES, type LanguageResult, toClb } from '@maplebridge/crs';
import { type TranslationCatalog, translate } from '../translations/translations.service.ts';
import { ASSISTANT_TEXT, type SpouseColumn } from './assistant-text.ts';
import type { StatedFacts } from './crs-facts.ts';
import { describeFact } from './fact-text.ts';
import type { FactorPoints } from './factor-points.ts';

/** The column a conversation's facts call for: a stated single person or a spouse coming along. */
export function spouseColumn(facts: StatedFacts): SpouseColumn {
  if (facts.isMarried === undefined) return 'both';
  return facts.isMarried && facts.spouseComing !== false ? 'withSpouse' : 'single';
}

const LEVEL_NAME = { vi: { speaking: 'nói', listening: 'nghe', reading: 'đọc', writing: 'viết' } } as const;

/** "CLB 9", or "nói CLB 6, nghe CLB 7, …" when the abilities differ; NCLC for a French test. */
function levelsOf(result: LanguageResult, language: Language): { text: string; same?: number } {
  const scale = result.test === 'TEF Canada' || result.test === 'TCF Canada' ? 'NCLC' : 'CLB';
  const levels = ABILITIES.map((ability) => toClb(result.test, ability, result[ability]));
  const [first] = levels;
  if (levels.every((level) => level === first)) return { text: `${scale} ${first}`, same: first };
  const named = ABILITIES.map(
    (ability, index) => `${language === 'vi' ? LEVEL_NAME.vi[ability] : ability} ${scale} ${levels[index]}`,
  );
  return { text: named.join(', ') };
}

/** The lines of a one-factor answer: what each named factor is worth, and an age difference. */
export function factorAnswerText(
  points: FactorPoints[],
  facts: StatedFacts,
  column: SpouseColumn,
  language: Language,
  catalog: TranslationCatalog,
  /** The number of the source a factor's line cites, if any. */
  citeOf: (item: FactorPoints) => number | undefined = () => undefined,
): string[] {
  const text = ASSISTANT_TEXT[language];
  const french = facts.french ? describeFact(facts.french.note, language, catalog) : '';
  const spouseLanguage = facts.spouse?.language;
  const languageOf = (item: FactorPoints) =>
    item.value === 'english'
      ? facts.english?.result
      : item.value === 'spouseLanguage'
        ? spouseLanguage?.result
        : item.factor === 'core.firstLanguage' || item.factor === 'core.secondLanguage'
          ? facts.french?.result
          : undefined;
  const describeValue = (item: FactorPoints): string => {
    switch (item.value) {
      case 'english':
        return facts.english ? describeFact(facts.english.note, language, catalog) : '';
      case 'french':
        return french;
      case 'spouseLanguage':
        return spouseLanguage ? describeFact(spouseLanguage.note, language, catalog) : '';
      case 'frenchWithEnglish':
        return `${french} ${text.frenchWithEnglish}`;
      case 'frenchWithThisEnglish':
        return `${french} ${text.frenchWithYourEnglish}`;
      case 'frenchOnly':
        return `${french}, ${text.frenchOnly}`;
      case 'sibling':
      case 'nomination':
      case 'jobOffer':
        return '';
    }
    if (item.factor === 'core.age') return language === 'vi' ? `${item.value} tuổi` : item.value;
    if (item.factor === 'core.canadianWork' || item.factor === 'spouse.canadianWork')
      return text.yearsOfWork(Number(item.value));
    if (item.factor === 'additional.canadianStudy')
      return translate(catalog, language, `crs.canadianEducation.${item.value}`);
    return translate(catalog, language, `crs.education.${item.value}`);
  };
  const lines = points.map((item) => {
    const value = describeValue(item);
    const result = languageOf(item);
    const levels = result ? levelsOf(result, language) : undefined;
    const described = [value, levels?.text].filter(Boolean).join(' = ');
    const label = translate(catalog, language, `crs.factors.${item.factor}`);
    const shown = item.isSpouseFactor ? 'withSpouse' : column;
    const perAbility =
      levels?.same !== undefined && item.factor === 'core.firstLanguage'
        ? ` ${text.perAbility(item.single / 4, item.withSpouse / 4, shown)}`
        : '';
    const source = citeOf(item);
    return `- ${label}${described ? ` (${described})` : ''}: ${text.factorPoints(item.single, item.withSpouse, shown)}${perAbility}${source ? ` [${source}]` : ''}.`;
  });
  const ages = points.filter((item) => item.factor === 'core.age');
  const [from, to] = [ages[0], ages.at(-1)];
  const difference =
    from && to && from !== to
      ? text.ageDifference(
          Number(from.value),
          Number(to.value),
          Math.abs(from.single - to.single),
          Math.abs(from.withSpouse - to.withSpouse),
          column,
        )
      : '';
  // French beside English: the second-language points and the bonus add up.
  const frenchParts = points.filter(
    (item) => item.factor === 'core.secondLanguage' || item.value === 'frenchWithThisEnglish',
  );
  const frenchTotal =
    frenchParts.length === 2
      ? text.frenchAdds(
          frenchParts.reduce((sum, item) => sum + item.single, 0),
          frenchParts.reduce((sum, item) => sum + item.withSpouse, 0),
          column,
        )
      : '';
  return [[text.factorsLead, ...lines].join('\n'), difference, frenchTotal, text.factorsNote].filter(Boolean);
}
