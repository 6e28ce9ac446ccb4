import { CRS_MAX_SCORE, CURRENT_RULE_SET, EDUCATION_LEVELS } from '@maplebridge/crs';
import { useDocumentMeta } from '#shared/hooks/use-document-meta.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { formatNumber } from '#shared/lib/format-number.ts';
import { PageHeader } from '#shared/ui/page-header.tsx';
import { GuideAdditional } from './guide-additional.tsx';
import { PointsTable } from './guide-points-table.tsx';
import { GuideRaiseScore } from './guide-raise-score.tsx';
import { GuideTransferability } from './guide-transferability.tsx';
import { RoundsLink } from './rounds/rounds-link.tsx';
import { RulesChecked } from './rules-checked.tsx';

const rules = CURRENT_RULE_SET;
const CLB_LEVELS = [3, 4, 5, 6, 7, 8, 9, 10];

/**
 * `/crs-tool/more-information`: the points tables, read from the rules the calculator scores with,
 * what the transferability, French and sibling points need, and how to raise a score.
 */
export function CrsGuidePage() {
  const { t, i18n } = useTranslation();
  useDocumentMeta(t('meta.guide.title'), t('meta.guide.description'));
  const n = (value: number) => formatNumber(value, i18n.language);
  const ageLabel = (index: number) =>
    index === 0
      ? t('crs.guide.ageOrLess', { age: 17 })
      : index === rules.age.withSpouse.length - 1
        ? t('crs.guide.ageOrMore', { age: 45 })
        : String(17 + index);
  /** Whose points a column holds: the applicant's with and without a spouse, and the spouse's. */
  const pointsFor = [t('crs.guide.withSpouse'), t('crs.guide.withoutSpouse'), t('crs.guide.spouse')];
  const clbLabel = (clb: number) => (clb === 3 ? t('crs.guide.belowClb4') : `CLB ${clb}`);
  return (
    <div className="mx-auto max-w-5xl space-y-10 px-4 py-6 sm:px-6 sm:py-10" data-testid="crs-guide">
      <PageHeader title={t('crs.guide.title')} intro={t('crs.guide.intro', { max: n(CRS_MAX_SCORE) })}>
        <RulesChecked ruleSet={rules} />
        <RoundsLink />
      </PageHeader>

      <section className="space-y-3">
        <h2 className="text-2xl font-bold text-slate-900">{t('crs.guide.ranking')}</h2>
        <p className="text-slate-700">
          {t('crs.guide.rankingText', {
            single: n(rules.max.core.withoutSpouse),
            partnered: n(rules.max.core.withSpouse),
            spouse: n(rules.max.spouse),
            transfer: n(rules.transferability.max),
            additional: n(rules.additional.max),
          })}
        </p>
      </section>

      <PointsTable
        title={t('crs.factors.core.age')}
        head={[t('crs.guide.age'), ...pointsFor.slice(0, 2)]}
        rows={rules.age.withSpouse.map((points, index) => [
          ageLabel(index),
          points,
          rules.age.withoutSpouse[index] ?? 0,
        ])}
      />
      <PointsTable
        title={t('crs.factors.core.education')}
        head={[t('crs.guide.level'), ...pointsFor]}
        rows={EDUCATION_LEVELS.map((level) => [
          t(`crs.education.${level}`),
          rules.education[level].withSpouse,
          rules.education[level].withoutSpouse,
          rules.education[level].spouse,
        ])}
      />
      <PointsTable
        title={t('crs.guide.firstLanguage')}
        head={[t('crs.guide.clb'), ...pointsFor]}
        rows={CLB_LEVELS.map((clb, index) => [
          clbLabel(clb),
          rules.firstLanguage.withSpouse[index] ?? 0,
          rules.firstLanguage.withoutSpouse[index] ?? 0,
          rules.spouseLanguage[index] ?? 0,
        ])}
      />
      <PointsTable
        title={t('crs.guide.secondLanguage', { max: n(rules.secondLanguage.max.withoutSpouse) })}
        head={[t('crs.guide.clb'), t('crs.guide.points')]}
        rows={CLB_LEVELS.map((clb, index) => [clbLabel(clb), rules.secondLanguage.perAbility[index] ?? 0])}
      />
      <PointsTable
        title={t('crs.factors.core.canadianWork')}
        head={[t('crs.guide.years'), ...pointsFor]}
        rows={rules.canadianWork.withSpouse.map((points, years) => [
          years === 0
            ? t('crs.guide.lessThanOneYear')
            : years === 5
              ? t('crs.guide.fiveOrMore')
              : String(years),
          points,
          rules.canadianWork.withoutSpouse[years] ?? 0,
          rules.canadianWork.spouse[years] ?? 0,
        ])}
      />

      <GuideTransferability rules={rules} />
      <GuideAdditional rules={rules} />
      <GuideRaiseScore rules={rules} />
    </div>
  );
}
