import { useTranslation } from '#shared/i18n/use-translation.ts';
import { CATEGORY_STYLES, RoundMark } from './round-mark.tsx';
import type { RoundSeries } from './rounds-data.ts';

/** What each line of the chart is: the category's line and mark, and the person's dashed score line. */
export function RoundsLegend({ series, hasScore }: { series: RoundSeries[]; hasScore: boolean }) {
  const { t } = useTranslation();
  return (
    <ul
      aria-label={t('crs.rounds.chart.legend')}
      className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700"
      data-testid="rounds-legend"
    >
      {series.map(({ category }) => (
        <li key={category} className="inline-flex items-center gap-2">
          <svg aria-hidden="true" width={28} height={12} className="shrink-0">
            <line x1={0} x2={28} y1={6} y2={6} stroke={CATEGORY_STYLES[category].color} strokeWidth={2} />
            <RoundMark category={category} x={14} y={6} size={9} />
          </svg>
          {t(`crs.categories.${category}`)}
        </li>
      ))}
      {hasScore && (
        <li className="inline-flex items-center gap-2">
          <svg aria-hidden="true" width={28} height={12} className="shrink-0">
            <line
              x1={0}
              x2={28}
              y1={6}
              y2={6}
              strokeDasharray="6 4"
              strokeWidth={2}
              className="stroke-slate-900"
            />
          </svg>
          {t('crs.rounds.chart.yourScoreLegend')}
        </li>
      )}
    </ul>
  );
}
