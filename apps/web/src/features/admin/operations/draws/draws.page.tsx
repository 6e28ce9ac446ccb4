import { DRAW_CATEGORIES, type DrawCategory } from '@maplebridge/contracts';
import { useState } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { formatDay } from '#shared/lib/format-date.ts';
import { formatNumber } from '#shared/lib/format-number.ts';
import { Badge } from '#shared/ui/badge.tsx';
import { FilterBar } from '#shared/ui/filter-bar.tsx';
import { ListTable } from '#shared/ui/list-table.tsx';
import { SectionHeader } from '#shared/ui/section-header.tsx';
import { SelectField } from '#shared/ui/select-field.tsx';
import { usePagedList } from '../paged-list.ts';
import { SyncPanel } from '../sync/sync-panel.tsx';
import { DrawForm } from './draw-form.tsx';
import { DrawImport } from './draw-import.tsx';
import { DrawOutcome } from './draw-outcome.tsx';
import type { DrawOutcome as Outcome } from './draws.api.ts';
import { DRAWS_PAGE_SIZE, drawsKeys, drawsListQueryOptions } from './draws.queries.ts';

export function DrawsPage() {
  const { t, i18n } = useTranslation();
  const list = usePagedList(
    'all' as DrawCategory | 'all',
    (category, pageNumber) => drawsListQueryOptions({ category, pageNumber, pageSize: DRAWS_PAGE_SIZE }),
    t('admin-ops.draws.pager'),
  );
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const showOutcome = (next: Outcome) => {
    setOutcome(next);
    // The new rounds are newest first, on page 1 of every category.
    list.setPage(1);
  };

  return (
    <section data-testid="draws-admin" className="space-y-6">
      <SectionHeader title={t('admin-ops.draws.title')} intro={t('admin-ops.draws.intro')} />
      <SyncPanel job="draws" refreshes={drawsKeys.all} />
      <div className="grid gap-6 xl:grid-cols-[3fr_2fr] [&>*]:min-w-0">
        <DrawForm onAdded={showOutcome} />
        <div className="space-y-6">
          <DrawImport onImported={showOutcome} />
          <DrawOutcome outcome={outcome} />
        </div>
      </div>
      <div>
        <SectionHeader level={2} title={t('admin-ops.draws.list')} />
        <FilterBar>
          <SelectField
            label={t('admin-ops.draws.filter')}
            {...list.filterSelect}
            data-testid="draw-category-filter"
            options={[
              { value: 'all', label: t('admin-ops.draws.allCategories') },
              ...DRAW_CATEGORIES.map((value) => ({ value, label: t(`admin-ops.draws.categories.${value}`) })),
            ]}
          />
        </FilterBar>
        <ListTable
          {...list.table}
          caption={t('admin-ops.draws.list')}
          emptyText={t('admin-ops.draws.empty')}
          rowKey={(draw) => draw.number}
          rowTestId="draw-row"
          columns={[
            {
              label: t('admin-ops.draws.fields.number'),
              isRowHeader: true,
              cell: (draw) => <span className="font-semibold text-slate-900">#{draw.number}</span>,
            },
            {
              label: t('admin-ops.draws.fields.date'),
              isNowrap: true,
              cell: (draw) => <time dateTime={draw.date}>{formatDay(draw.date, i18n.language)}</time>,
            },
            {
              label: t('admin-ops.draws.fields.name'),
              cell: (draw) => (
                <>
                  <span className="block text-slate-900">{draw.name}</span>
                  <Badge>{t(`admin-ops.draws.categories.${draw.category}`)}</Badge>
                </>
              ),
            },
            {
              label: t('admin-ops.draws.fields.invitations'),
              isEnd: true,
              cell: (draw) => formatNumber(draw.invitations, i18n.language),
            },
            {
              label: t('admin-ops.draws.fields.lowestScore'),
              isEnd: true,
              cell: (draw) => (
                <span className="font-semibold">{formatNumber(draw.lowestScore, i18n.language)}</span>
              ),
            },
          ]}
        />
      </div>
    </section>
  );
}
