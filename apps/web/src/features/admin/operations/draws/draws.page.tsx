import { DRAW_CATEGORIES, type DrawCategory } from '@maplebridge/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { formatDay } from '#shared/lib/format-date.ts';
import { formatNumber } from '#shared/lib/format-number.ts';
import { Badge } from '#shared/ui/badge.tsx';
import { QueryState } from '#shared/ui/query-state.tsx';
import { SectionHeader } from '#shared/ui/section-header.tsx';
import { SelectField } from '#shared/ui/select-field.tsx';
import { TableFrame, TableHead, TD } from '#shared/ui/table.tsx';
import { DrawForm } from './draw-form.tsx';
import { DrawImport } from './draw-import.tsx';
import { DrawOutcome } from './draw-outcome.tsx';
import type { DrawOutcome as Outcome } from './draws.api.ts';
import { DRAWS_PAGE_SIZE, drawsListQueryOptions } from './draws.queries.ts';

export function DrawsPage() {
  const { t, i18n } = useTranslation();
  const [category, setCategory] = useState<DrawCategory | 'all'>('all');
  const [page, setPage] = useState(1);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const list = useQuery(drawsListQueryOptions({ category, pageNumber: page, pageSize: DRAWS_PAGE_SIZE }));
  const items = list.data?.items ?? [];

  const showOutcome = (next: Outcome) => {
    setOutcome(next);
    // The new rounds are newest first, on page 1 of every category.
    setPage(1);
  };

  return (
    <section data-testid="draws-admin" className="space-y-6">
      <SectionHeader title={t('admin-ops.draws.title')} intro={t('admin-ops.draws.intro')} />
      <div className="grid gap-6 xl:grid-cols-[3fr_2fr] [&>*]:min-w-0">
        <DrawForm onAdded={showOutcome} />
        <div className="space-y-6">
          <DrawImport onImported={showOutcome} />
          <DrawOutcome outcome={outcome} />
        </div>
      </div>
      <div>
        <div className="mb-3 flex flex-wrap items-end justify-between gap-4">
          <h2 className="text-lg font-bold text-slate-900">{t('admin-ops.draws.list')}</h2>
          <SelectField
            label={t('admin-ops.draws.filter')}
            value={category}
            data-testid="draw-category-filter"
            className="w-full sm:w-64"
            onChange={(event) => {
              setCategory(event.target.value as DrawCategory | 'all');
              setPage(1);
            }}
            options={[
              { value: 'all', label: t('admin-ops.draws.allCategories') },
              ...DRAW_CATEGORIES.map((value) => ({ value, label: t(`admin-ops.draws.categories.${value}`) })),
            ]}
          />
        </div>
        <QueryState
          query={list}
          pager={{
            page,
            hasNextPage: list.data?.hasNextPage ?? false,
            onChange: setPage,
            label: t('admin-ops.draws.pager'),
          }}
          isEmpty={items.length === 0}
          emptyText={t('admin-ops.draws.empty')}
        >
          <TableFrame caption={t('admin-ops.draws.list')} testId="draws-table">
            <TableHead
              columns={[
                t('admin-ops.draws.fields.number'),
                t('admin-ops.draws.fields.date'),
                t('admin-ops.draws.fields.name'),
                { label: t('admin-ops.draws.fields.invitations'), isEnd: true },
                { label: t('admin-ops.draws.fields.lowestScore'), isEnd: true },
              ]}
            />
            <tbody>
              {items.map((draw) => (
                <tr key={draw.number} data-testid="draw-row" className="border-t border-slate-100">
                  <th scope="row" className={`${TD} font-semibold text-slate-900`}>
                    #{draw.number}
                  </th>
                  <td className={`${TD} whitespace-nowrap`}>
                    <time dateTime={draw.date}>{formatDay(draw.date, i18n.language)}</time>
                  </td>
                  <td className={TD}>
                    <span className="block text-slate-900">{draw.name}</span>
                    <Badge>{t(`admin-ops.draws.categories.${draw.category}`)}</Badge>
                  </td>
                  <td className={`${TD} text-right tabular-nums`}>
                    {formatNumber(draw.invitations, i18n.language)}
                  </td>
                  <td className={`${TD} text-right font-semibold tabular-nums`}>
                    {formatNumber(draw.lowestScore, i18n.language)}
                  </td>
                </tr>
              ))}
            </tbody>
          </TableFrame>
        </QueryState>
      </div>
    </section>
  );
}
