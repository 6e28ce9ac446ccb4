import { EDUCATION_LEVELS, type RuleSet } from '@maplebridge/crs';
import { Info } from 'lucide-react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { formatNumber } from '#shared/lib/format-number.ts';
import { ButtonLink } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/card.tsx';
import { NewTabLink } from '#shared/ui/new-tab-link.tsx';

const OFFICIAL_CALCULATOR = 'https://www.cic.gc.ca/english/immigrate/skilled/crs-tool.asp';
/** The language tables' index of a CLB level: they start at CLB 3 (below 4). */
const atClb = (clb: number) => clb - 3;

type Lever = 'language' | 'second' | 'canadianWork' | 'study' | 'nomination' | 'spouse' | 'sibling';

/**
 * What each lever is worth under `rules`, as the texts' numbers. The language and Canadian-work gains
 * are the steps most profiles can still take: CLB 7 to 9 in all four abilities, 1 to 2 years in Canada.
 */
function leverPoints(rules: RuleSet): Record<Lever, Record<string, number>> {
  const { firstLanguage, canadianWork, transferability, additional } = rules;
  const fromClb7To9 = (points: readonly number[]) => 4 * ((points[atClb(9)] ?? 0) - (points[atClb(7)] ?? 0));
  const secondYear = (points: readonly number[]) => (points[2] ?? 0) - (points[1] ?? 0);
  return {
    language: {
      core: fromClb7To9(firstLanguage.withoutSpouse),
      coreWithSpouse: fromClb7To9(firstLanguage.withSpouse),
      from: transferability.education.twoOrMoreOrGraduate[0],
      to: transferability.education.twoOrMoreOrGraduate[1],
    },
    second: {
      max: rules.secondLanguage.max.withoutSpouse,
      maxWithSpouse: rules.secondLanguage.max.withSpouse,
      french: additional.frenchBonus.withEnglish,
    },
    canadianWork: {
      core: secondYear(canadianWork.withoutSpouse),
      coreWithSpouse: secondYear(canadianWork.withSpouse),
      from: transferability.education.oneYearOrLonger[0],
      to: transferability.education.oneYearOrLonger[1],
    },
    study: { short: additional.canadianStudy.oneOrTwoYear, long: additional.canadianStudy.threeYearOrMore },
    nomination: { points: additional.nomination },
    spouse: {
      language: 4 * (rules.spouseLanguage[atClb(9)] ?? 0),
      perAbility: rules.spouseLanguage[atClb(9)] ?? 0,
      max: rules.max.spouse,
      education: Math.max(...EDUCATION_LEVELS.map((level) => rules.education[level].spouse)),
    },
    sibling: { points: additional.sibling },
  };
}

const LEVERS: readonly Lever[] = [
  'language',
  'second',
  'canadianWork',
  'study',
  'nomination',
  'spouse',
  'sibling',
];

/** "How to raise your score": the levers, each with the points the rules give it, and where to go next. */
export function GuideRaiseScore({ rules }: { rules: RuleSet }) {
  const { t, i18n } = useTranslation();
  const points = leverPoints(rules);
  const formatted = (lever: Lever) =>
    Object.fromEntries(
      Object.entries(points[lever]).map(([name, value]) => [name, formatNumber(value, i18n.language)]),
    );
  return (
    <section className="space-y-4" aria-labelledby="guide-raise" data-testid="guide-raise">
      <h2 id="guide-raise" className="text-2xl font-bold text-slate-900">
        {t('crs.guide.raise.title')}
      </h2>
      <p className="text-slate-700">{t('crs.guide.raise.intro')}</p>
      <ul className="grid gap-4 md:grid-cols-2">
        {LEVERS.map((lever) => (
          <Card as="li" key={lever} padding="sm" data-testid={`lever-${lever}`}>
            <h3 className="font-semibold text-slate-900">{t(`crs.guide.raise.${lever}.title`)}</h3>
            <p className="mt-1 text-slate-700">{t(`crs.guide.raise.${lever}.text`, formatted(lever))}</p>
          </Card>
        ))}
      </ul>
      <p className="flex gap-2 rounded-xl bg-amber-50 p-4 text-sm text-amber-900">
        <Info aria-hidden="true" className="h-5 w-5 shrink-0" />
        {t('crs.guide.raise.honest')}
      </p>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to="/crs-tool/quiz">{t('crs.guide.takeTest')}</ButtonLink>
        <NewTabLink
          href={OFFICIAL_CALCULATOR}
          iconClassName="h-4 w-4"
          className="inline-flex items-center gap-1 rounded-lg px-5 py-2.5 font-medium text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100"
        >
          {t('crs.guide.officialTool')}
        </NewTabLink>
      </div>
    </section>
  );
}
