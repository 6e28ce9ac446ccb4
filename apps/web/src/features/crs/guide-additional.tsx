import type { RuleSet } from '@maplebridge/crs';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { formatNumber } from '#shared/lib/format-number.ts';
import { Card } from '#shared/ui/card.tsx';
import { PointsTable } from './guide-points-table.tsx';

const CANADIAN_STUDY = ['oneOrTwoYear', 'threeYearOrMore'] as const;

/** The additional points (rules.md §6), then who gets the French and the sibling points. */
export function GuideAdditional({ rules }: { rules: RuleSet }) {
  const { t, i18n } = useTranslation();
  const { additional } = rules;
  const n = (value: number) => formatNumber(value, i18n.language);
  const french = {
    withoutEnglish: n(additional.frenchBonus.withoutEnglish),
    withEnglish: n(additional.frenchBonus.withEnglish),
  };
  return (
    <div className="space-y-6">
      <PointsTable
        title={t('crs.guide.additional.title')}
        note={t('crs.guide.additional.intro', { max: n(additional.max) })}
        head={[t('crs.guide.factor'), t('crs.guide.points')]}
        rows={[
          [t('crs.factors.additional.nomination'), additional.nomination],
          [t('crs.factors.additional.jobOffer'), additional.jobOffer.teer0Major00],
          ...CANADIAN_STUDY.map(
            (level) =>
              [
                `${t('crs.factors.additional.canadianStudy')}: ${t(`crs.canadianEducation.${level}`)}`,
                additional.canadianStudy[level],
              ] as const,
          ),
          [t('crs.factors.additional.sibling'), additional.sibling],
          [t('crs.guide.frenchWithoutEnglish'), additional.frenchBonus.withoutEnglish],
          [t('crs.guide.frenchWithEnglish'), additional.frenchBonus.withEnglish],
        ]}
      />
      <div className="grid gap-6 md:grid-cols-2">
        <Card as="section" aria-labelledby="guide-french" data-testid="guide-french">
          <h3 id="guide-french" className="text-lg font-semibold text-slate-900">
            {t('crs.guide.french.title')}
          </h3>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
            <li>{t('crs.guide.french.withoutEnglish', french)}</li>
            <li>{t('crs.guide.french.withEnglish', french)}</li>
            <li>{t('crs.guide.french.onTop')}</li>
            <li>{t('crs.guide.french.below', french)}</li>
          </ul>
        </Card>
        <Card as="section" aria-labelledby="guide-sibling" data-testid="guide-sibling">
          <h3 id="guide-sibling" className="text-lg font-semibold text-slate-900">
            {t('crs.guide.sibling.title')}
          </h3>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
            <li>{t('crs.guide.sibling.points', { points: n(additional.sibling) })}</li>
            <li>{t('crs.guide.sibling.whose')}</li>
            <li>{t('crs.guide.sibling.status')}</li>
            <li>{t('crs.guide.sibling.relation')}</li>
          </ul>
        </Card>
      </div>
    </div>
  );
}
