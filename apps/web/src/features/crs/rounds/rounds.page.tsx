import type { DrawCategory } from '@maplebridge/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentMeta } from '#shared/hooks/use-document-meta.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { formatDay } from '#shared/lib/format-date.ts';
import { Card } from '#shared/ui/card.tsx';
import { FilterBar } from '#shared/ui/filter-bar.tsx';
import { PageHeader } from '#shared/ui/page-header.tsx';
import { QueryState } from '#shared/ui/query-state.tsx';
import { SelectField } from '#shared/ui/select-field.tsx';
import { LatestScoreNote } from './latest-score-note.tsx';
import { cutOffsQueryOptions } from './rounds.queries.ts';
import { RoundsChart } from './rounds-chart.tsx';
import { categoriesWithRounds, dayTime, toRoundSeries } from './rounds-data.ts';
import {
  periodStart,
  ROUND_PERIODS,
  type RoundPeriod,
  type RoundsFilter,
  roundsFilterFromSearch,
  searchFromRoundsFilter,
  toIsoDay,
} from './rounds-filter.ts';
import { RoundsLegend } from './rounds-legend.tsx';
import { RoundsTable } from './rounds-table.tsx';
import { useLatestScore } from './use-latest-score.ts';

/**
 * `/crs-tool/draws`: the rounds of invitations. Their cut-offs over time by category as a chart, with
 * the person's latest score as a line when known, and the table of rounds below it; both follow the
 * category and period chosen, which the address keeps.
 */
export function RoundsPage() {
  const { t, i18n } = useTranslation();
  useDocumentMeta(t('meta.draws.title'), t('meta.draws.description'));
  const [search, setSearch] = useSearchParams();
  const filter = useMemo(() => roundsFilterFromSearch(search), [search]);
  const setFilter = (next: RoundsFilter) =>
    setSearch(searchFromRoundsFilter(next), { replace: true, preventScrollReset: true });
  const now = new Date();
  const from = periodStart(filter.period, now);
  const cutOffs = useQuery(cutOffsQueryOptions());
  const latest = useLatestScore();
  const series = useMemo(
    () => toRoundSeries(cutOffs.data ?? [], { category: filter.category, from }),
    [cutOffs.data, filter.category, from],
  );
  const categories = categoriesWithRounds(cutOffs.data ?? []);
  if (filter.category !== 'all' && !categories.includes(filter.category)) categories.push(filter.category);
  const newest = cutOffs.data?.at(-1);
  const firstShown = Math.min(...series.map((one) => one.points[0]?.time ?? Number.POSITIVE_INFINITY));

  return (
    <div className="mx-auto max-w-6xl space-y-8 py-6 sm:py-10" data-testid="rounds-page">
      <PageHeader title={t('crs.rounds.title')} intro={t('crs.rounds.intro')}>
        {newest && (
          <p className="text-sm text-slate-600" data-testid="newest-round">
            {t('crs.rounds.newest', { number: newest.number, date: formatDay(newest.date, i18n.language) })}
          </p>
        )}
      </PageHeader>

      <FilterBar label={t('crs.rounds.filters.label')}>
        <SelectField
          label={t('crs.rounds.filters.category')}
          value={filter.category}
          onChange={(event) => setFilter({ ...filter, category: event.target.value as DrawCategory | 'all' })}
          data-testid="rounds-category"
          options={[
            { value: 'all', label: t('crs.rounds.filters.allCategories') },
            ...categories.map((value) => ({ value, label: t(`crs.categories.${value}`) })),
          ]}
        />
        <SelectField
          label={t('crs.rounds.filters.period')}
          value={filter.period}
          onChange={(event) => setFilter({ ...filter, period: event.target.value as RoundPeriod })}
          data-testid="rounds-period"
          options={ROUND_PERIODS.map((value) => ({ value, label: t(`crs.rounds.periods.${value}`) }))}
        />
      </FilterBar>

      <Card as="section" aria-labelledby="rounds-chart-title" className="space-y-4">
        <div className="space-y-1">
          <h2 id="rounds-chart-title" className="text-xl font-semibold text-slate-900">
            {t('crs.rounds.chart.title')}
          </h2>
          <LatestScoreNote latest={latest} />
        </div>
        <QueryState query={cutOffs} isEmpty={series.length === 0} emptyText={t('crs.rounds.chart.empty')}>
          <RoundsChart
            series={series}
            start={from ? dayTime(from) : firstShown}
            end={dayTime(toIsoDay(now))}
            score={latest?.score ?? null}
          />
          <RoundsLegend series={series} hasScore={latest !== null} />
        </QueryState>
      </Card>

      <section aria-labelledby="rounds-table-title" className="space-y-3">
        <div className="space-y-1">
          <h2 id="rounds-table-title" className="text-xl font-semibold text-slate-900">
            {t('crs.rounds.table.title')}
          </h2>
          <p className="text-sm text-slate-700">{t('crs.rounds.table.tieBreakHint')}</p>
        </div>
        <RoundsTable key={`${filter.category}:${from ?? ''}`} category={filter.category} from={from} />
      </section>
    </div>
  );
}
