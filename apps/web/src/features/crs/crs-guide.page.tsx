import { CRS_MAX_SCORE, CURRENT_RULE_SET, EDUCATION_LEVELS } from '@maplebridge/crs';
import type { ReactNode } from 'react';
import { useDocumentMeta } from '#shared/hooks/use-document-meta.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { formatDate } from '#shared/lib/format-date.ts';
import { ButtonLink } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/card.tsx';
import { NewTabLink } from '#shared/ui/new-tab-link.tsx';
import { PageHeader } from '#shared/ui/page-header.tsx';
import { TableFrame, TableHead, TD } from '#shared/ui/table.tsx';

const OFFICIAL_CALCULATOR = 'https://www.cic.gc.ca/english/immigrate/skilled/crs-tool.asp';
const rules = CURRENT_RULE_SET;
const CLB_LEVELS = [3, 4, 5, 6, 7, 8, 9, 10];
const CANADIAN_STUDY = ['oneOrTwoYear', 'threeYearOrMore'] as const;

/** `/crs-tool/more-information`: the points tables, read from the rules the calculator scores with. */
export function CrsGuidePage() {
  const { t, i18n } = useTranslation();
  useDocumentMeta(t('meta.guide.title'), t('meta.guide.description'));
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
      <PageHeader title={t('crs.guide.title')} intro={t('crs.guide.intro', { max: CRS_MAX_SCORE })}>
        <p className="text-sm text-slate-600">
          {t('crs.guide.rulesInForce', { date: formatDate(rules.effectiveFrom, i18n.language) })}
        </p>
      </PageHeader>

      <section className="space-y-3">
        <h2 className="text-2xl font-bold text-slate-900">{t('crs.guide.ranking')}</h2>
        <p className="text-slate-700">
          {t('crs.guide.rankingText', {
            single: rules.max.core.withoutSpouse,
            partnered: rules.max.core.withSpouse,
            spouse: rules.max.spouse,
            transfer: rules.transferability.max,
            additional: rules.additional.max,
          })}
        </p>
      </section>

      <PointsTable
        title={t('crs.factors.core.age')}
        head={[t('crs.guide.age'), ...pointsFor.slice(0, 2)]}
        rows={rules.age.withSpouse.map((points, index) => [
          ageLabel(index),
          points,
          rules.age.withoutSpouse[index],
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
          rules.firstLanguage.withSpouse[index],
          rules.firstLanguage.withoutSpouse[index],
          rules.spouseLanguage[index],
        ])}
      />
      <PointsTable
        title={t('crs.guide.secondLanguage', { max: rules.secondLanguage.max.withoutSpouse })}
        head={[t('crs.guide.clb'), t('crs.guide.points')]}
        rows={CLB_LEVELS.map((clb, index) => [clbLabel(clb), rules.secondLanguage.perAbility[index]])}
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
          rules.canadianWork.withoutSpouse[years],
          rules.canadianWork.spouse[years],
        ])}
      />
      <PointsTable
        title={t('crs.result.cards.bonus')}
        head={[t('crs.guide.factor'), t('crs.guide.points')]}
        rows={[
          [t('crs.factors.additional.nomination'), rules.additional.nomination],
          [t('crs.factors.additional.jobOffer'), rules.additional.jobOffer.teer0Major00],
          ...CANADIAN_STUDY.map((level) => [
            `${t('crs.factors.additional.canadianStudy')}: ${t(`crs.canadianEducation.${level}`)}`,
            rules.additional.canadianStudy[level],
          ]),
          [t('crs.factors.additional.sibling'), rules.additional.sibling],
          [t('crs.guide.frenchWithoutEnglish'), rules.additional.frenchBonus.withoutEnglish],
          [t('crs.guide.frenchWithEnglish'), rules.additional.frenchBonus.withEnglish],
        ]}
      />

      <Card as="section" className="space-y-3">
        <h2 className="text-2xl font-bold text-slate-900">{t('crs.guide.improveTitle')}</h2>
        <p className="text-slate-700">{t('crs.guide.improveText')}</p>
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
      </Card>
    </div>
  );
}

function PointsTable({ title, head, rows }: { title: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <section className="space-y-3">
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      <TableFrame caption={title} foldsOnPhone>
        <TableHead columns={head.map((label, index) => (index > 0 ? { label, isEnd: true } : label))} />
        <tbody>
          {rows.map((row) => (
            <tr key={String(row[0])} className="border-t border-slate-100">
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key="label" scope="row" className={`${TD} font-normal text-slate-700`}>
                    {cell}
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed by the header.
                  <td key={index} className={`${TD} text-right font-medium tabular-nums`}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </TableFrame>
    </section>
  );
}
