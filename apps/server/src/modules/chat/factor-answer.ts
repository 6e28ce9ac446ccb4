import type { Language } from '@maplebridge/contracts';
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

/** The lines of a one-factor answer: what each named factor is worth, and an age difference. */
export function factorAnswerText(
  points: FactorPoints[],
  facts: StatedFacts,
  column: SpouseColumn,
  language: Language,
  catalog: TranslationCatalog,
): string[] {
  const text = ASSISTANT_TEXT[language];
  const french = facts.french ? describeFact(facts.french.note, language, catalog) : '';
  const describeValue = (item: FactorPoints): string => {
    switch (item.value) {
      case 'english':
        return facts.english ? describeFact(facts.english.note, language, catalog) : '';
      case 'french':
        return french;
      case 'frenchWithEnglish':
        return `${french} ${text.frenchWithEnglish}`;
      case 'frenchOnly':
        return `${french}, ${text.frenchOnly}`;
      case 'sibling':
      case 'nomination':
        return '';
    }
    if (item.factor === 'core.age') return language === 'vi' ? `${item.value} tuổi` : item.value;
    if (item.factor === 'core.canadianWork') return text.yearsOfWork(Number(item.value));
    return translate(catalog, language, `crs.education.${item.value}`);
  };
  const lines = points.map((item) => {
    const value = describeValue(item);
    const label = translate(catalog, language, `crs.factors.${item.factor}`);
    return `- ${label}${value ? ` (${value})` : ''}: ${text.factorPoints(item.single, item.withSpouse, column)}.`;
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
  return [[text.factorsLead, ...lines].join('\n'), difference, text.factorsNote].filter(Boolean);
}
