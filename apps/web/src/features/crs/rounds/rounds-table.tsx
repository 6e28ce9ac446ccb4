import type { Draw, DrawCategory } from '@maplebridge/contracts';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { formatDay } from '#shared/lib/format-date.ts';
import { formatNumber } from '#shared/lib/format-number.ts';
import { ListTable } from '#shared/ui/list-table.tsx';
import { roundsPageQueryOptions } from './rounds.queries.ts';
import { parseTieBreak } from './tie-break.ts';

/** A round's tie-break in the reader's way of writing dates, or IRCC's words when they are unusual. */
function TieBreak({ draw }: { draw: Draw }) {
  const { t, i18n } = useTranslation();
  if (!draw.tieBreak) return <span className="text-slate-600">{t('crs.rounds.table.noTieBreak')}</span>;
  const parsed = parseTieBreak(draw.tieBreak, draw.date);
  if (!parsed) return <>{draw.tieBreak}</>;
  return (
    <time dateTime={`${parsed.day}T${parsed.time}Z`}>
      {t('crs.rounds.table.tieBreakAt', { date: formatDay(parsed.day, i18n.language), time: parsed.time })}
    </time>
  );
}

function RoundDay({ draw }: { draw: Draw }) {
  const { i18n } = useTranslation();
  return <time dateTime={draw.date}>{formatDay(draw.date, i18n.language)}</time>;
}

/** What a phone shows in a cell instead of the columns it hides (`isHiddenOnPhone`). */
function Folded({ children }: { children: ReactNode }) {
  return <span className="mt-1 block text-xs text-slate-600 md:hidden">{children}</span>;
}

/**
 * The rounds of the filter, newest first, a page at a time: the chart's table equivalent, with what
 * the chart leaves out (the round's name, invitations and tie-break), which a phone folds, with the
 * cut-off, under the round and its type. Keyed by its filter by the page, so a new filter starts at page 1.
 */
export function RoundsTable({
  category,
  from,
}: {
  category: DrawCategory | 'all';
  from: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useQuery(roundsPageQueryOptions({ category, from, pageNumber: page }));
  return (
    <ListTable
      query={query}
      items={query.data?.items ?? []}
      caption={t('crs.rounds.table.caption')}
      emptyText={t('crs.rounds.table.empty')}
      rowKey={(draw) => draw.number}
      rowTestId="round-row"
      testId="rounds-table"
      pager={{ page, onChange: setPage, label: t('crs.rounds.table.pager') }}
      foldsOnPhone
      columns={[
        {
          label: t('crs.rounds.table.round'),
          isRowHeader: true,
          cell: (draw) => (
            <>
              <span className="font-semibold whitespace-nowrap text-slate-900">#{draw.number}</span>
              <Folded>
                <RoundDay draw={draw} />
              </Folded>
            </>
          ),
        },
        {
          label: t('crs.rounds.table.date'),
          isNowrap: true,
          isHiddenOnPhone: true,
          cell: (draw) => <RoundDay draw={draw} />,
        },
        {
          label: t('crs.rounds.table.type'),
          cell: (draw) => (
            <>
              <span className="font-medium text-slate-900" data-testid="round-category">
                {t(`crs.categories.${draw.category}`)}
              </span>
              <span className="mt-0.5 block text-xs text-slate-600" lang="en">
                {draw.name}
              </span>
              <Folded>
                <span className="block text-sm font-semibold text-slate-900">
                  {t('crs.rounds.table.lowestScore')}: {formatNumber(draw.lowestScore, i18n.language)}
                </span>
                {t('crs.rounds.table.invitations')}: {formatNumber(draw.invitations, i18n.language)}
                <br />
                {t('crs.rounds.table.tieBreak')}: <TieBreak draw={draw} />
              </Folded>
            </>
          ),
        },
        {
          label: t('crs.rounds.table.invitations'),
          isEnd: true,
          isHiddenOnPhone: true,
          cell: (draw) => formatNumber(draw.invitations, i18n.language),
        },
        {
          label: t('crs.rounds.table.lowestScore'),
          isEnd: true,
          isHiddenOnPhone: true,
          cell: (draw) => (
            <span className="font-semibold text-slate-900">
              {formatNumber(draw.lowestScore, i18n.language)}
            </span>
          ),
        },
        {
          label: t('crs.rounds.table.tieBreak'),
          isNowrap: true,
          isHiddenOnPhone: true,
          cell: (draw) => <TieBreak draw={draw} />,
        },
      ]}
    />
  );
}
