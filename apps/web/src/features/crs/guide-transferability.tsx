import type { RuleSet } from '@maplebridge/crs';
import type { ComponentProps } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { formatNumber } from '#shared/lib/format-number.ts';
import { PointsTable } from './guide-points-table.tsx';

/**
 * The skill transferability factors (rules.md §5): the five combination tables in their three groups,
 * with the caps and the rule that the lowest first-language ability decides.
 */
export function GuideTransferability({ rules }: { rules: RuleSet }) {
  const { t, i18n } = useTranslation();
  const { education, foreignWork, certificate, groupMax, max } = rules.transferability;
  const n = (value: number) => formatNumber(value, i18n.language);
  const byLanguage = [
    t('crs.guide.transfer.column'),
    t('crs.guide.transfer.clb7'),
    t('crs.guide.transfer.clb9'),
  ];
  const byCanadianWork = [
    t('crs.guide.transfer.column'),
    t('crs.guide.transfer.canadianWorkOne'),
    t('crs.guide.transfer.canadianWorkTwo'),
  ];
  const educationRows = [
    [t('crs.guide.transfer.oneYearOrLonger'), ...education.oneYearOrLonger],
    [t('crs.guide.transfer.twoOrMoreOrGraduate'), ...education.twoOrMoreOrGraduate],
  ] as const;
  const foreignWorkRows = [
    [t('crs.guide.transfer.oneOrTwoYears'), ...foreignWork.oneOrTwoYears],
    [t('crs.guide.transfer.threeOrMoreYears'), ...foreignWork.threeOrMoreYears],
  ] as const;
  const groupNote = t('crs.guide.transfer.groupMax', { max: n(groupMax) });
  return (
    <section className="space-y-6" aria-labelledby="guide-transfer" data-testid="guide-transferability">
      <div className="space-y-3">
        <h2 id="guide-transfer" className="text-2xl font-bold text-slate-900">
          {t('crs.guide.transfer.title')}
        </h2>
        <p className="text-slate-700">
          {t('crs.guide.transfer.caps', { max: n(max), groupMax: n(groupMax) })}
        </p>
        <p className="text-slate-700">{t('crs.guide.transfer.lowest')}</p>
      </div>

      <TransferGroup
        title={t('crs.guide.transfer.education')}
        note={groupNote}
        tables={[
          { title: t('crs.factors.transferability.educationLanguage'), head: byLanguage },
          { title: t('crs.factors.transferability.educationCanadianWork'), head: byCanadianWork },
        ]}
        rows={educationRows}
      />
      <TransferGroup
        title={t('crs.guide.transfer.foreignWork')}
        note={`${groupNote} ${t('crs.guide.transfer.foreignWorkOnly')}`}
        tables={[
          { title: t('crs.factors.transferability.foreignWorkLanguage'), head: byLanguage },
          { title: t('crs.factors.transferability.foreignWorkCanadianWork'), head: byCanadianWork },
        ]}
        rows={foreignWorkRows}
      />

      <div className="space-y-4">
        <h3 className="text-xl font-bold text-slate-900">{t('crs.guide.transfer.certificate')}</h3>
        <p className="text-slate-700">{t('crs.guide.transfer.certificateText', { max: n(groupMax) })}</p>
        <PointsTable
          level={4}
          title={t('crs.factors.transferability.certificate')}
          head={[
            t('crs.guide.transfer.column'),
            t('crs.guide.transfer.clb5'),
            t('crs.guide.transfer.clb7All'),
          ]}
          rows={[[t('crs.guide.transfer.withCertificate'), ...certificate]]}
        />
      </div>
    </section>
  );
}

/** One group of combinations: the same rows read against language, then against Canadian work. */
function TransferGroup({
  title,
  note,
  tables,
  rows,
}: {
  title: string;
  note: string;
  tables: ReadonlyArray<{ title: string; head: readonly string[] }>;
  rows: ComponentProps<typeof PointsTable>['rows'];
}) {
  return (
    <div className="space-y-4">
      <h3 className="text-xl font-bold text-slate-900">{title}</h3>
      <p className="text-slate-700">{note}</p>
      {tables.map((table) => (
        <PointsTable key={table.title} level={4} title={table.title} head={table.head} rows={rows} />
      ))}
    </div>
  );
}
