import type { NewsSummary } from '@maplebridge/contracts';
import { useQuery } from '@tanstack/react-query';
import { Eye, EyeOff, Pencil, Plus } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDebouncedValue } from '#shared/hooks/use-debounced-value.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { errorMessage } from '#shared/lib/error-message.ts';
import { formatDate } from '#shared/lib/format-date.ts';
import { toast } from '#shared/lib/toast.ts';
import { ButtonLink } from '#shared/ui/button.tsx';
import { ConfirmDialog } from '#shared/ui/confirm-dialog.tsx';
import { FilterBar } from '#shared/ui/filter-bar.tsx';
import { ListTable } from '#shared/ui/list-table.tsx';
import { RowAction, RowActions } from '#shared/ui/row-actions.tsx';
import { SectionHeader } from '#shared/ui/section-header.tsx';
import { SelectField } from '#shared/ui/select-field.tsx';
import { SyncPanel } from '../../operations/sync/sync-panel.tsx';
import {
  ADMIN_NEWS_PAGE_SIZE,
  adminNewsListQueryOptions,
  contentKeys,
  useDeleteNews,
  useSetNewsPublished,
} from '../content.queries.ts';
import { DeleteDialog } from '../delete-dialog.tsx';
import { DeleteRowAction } from '../delete-row-action.tsx';
import { KeywordField } from '../keyword-field.tsx';
import { type AdminNewsFilter, filterFromSearch, searchFromFilter } from './admin-news-filter.ts';
import { languageOptions } from './language-options.ts';
import { StatusBadge } from './status-badge.tsx';

const KEYWORD_DELAY_MS = 350;

type PendingAction = { kind: 'delete' | 'publish'; item: NewsSummary };

/** `/admin/news`: every article, drafts too, with search, filters, date order, paging and the row actions. */
export function AdminNewsListPage() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const filter = useMemo(() => filterFromSearch(search), [search]);
  // The editor's way back returns to this very page of the list.
  const listState = { listSearch: search.toString() };
  const updateFilter = useCallback(
    (changes: Partial<AdminNewsFilter>) =>
      setSearch((previous) => searchFromFilter({ ...filterFromSearch(previous), page: 1, ...changes }), {
        replace: true,
        preventScrollReset: true,
      }),
    [setSearch],
  );

  // Typing settles into the address; a keyword changed elsewhere (back button) shows in the box.
  const [keyword, setKeyword] = useState(filter.keyword);
  const debouncedKeyword = useDebouncedValue(keyword, KEYWORD_DELAY_MS);
  const latest = useRef({ keyword: filter.keyword, updateFilter });
  latest.current = { keyword: filter.keyword, updateFilter };
  useEffect(() => {
    if (debouncedKeyword.trim() !== latest.current.keyword)
      latest.current.updateFilter({ keyword: debouncedKeyword.trim() });
  }, [debouncedKeyword]);

  const list = useQuery(
    adminNewsListQueryOptions({
      page: filter.page,
      pageSize: ADMIN_NEWS_PAGE_SIZE,
      status: filter.status,
      language: filter.language,
      keyword: filter.keyword,
      order: filter.order,
    }),
  );
  const items = list.data?.items ?? [];
  const setPublished = useSetNewsPublished();
  const deleteNews = useDeleteNews();
  const [pending, setPending] = useState<PendingAction | null>(null);

  const changePublished = async (item: NewsSummary, isPublished: boolean) => {
    await setPublished.mutateAsync({ id: item.id, isPublished });
    toast.success(
      t(isPublished ? 'admin-content.news.toast.published' : 'admin-content.news.toast.unpublished', {
        title: item.title,
      }),
    );
  };

  const unpublish = (item: NewsSummary) =>
    changePublished(item, false).catch((error: unknown) =>
      toast.error(t('admin-content.news.toast.statusFailed'), { description: errorMessage(t, error) }),
    );

  const confirmDelete = async (item: NewsSummary) => {
    await deleteNews.mutateAsync(item.id);
    toast.success(t('admin-content.news.toast.deleted', { title: item.title }));
    // The last row of a later page is gone: show the page before it.
    if (items.length === 1 && filter.page > 1) updateFilter({ page: filter.page - 1 });
  };

  const byDate = () => updateFilter({ order: filter.order === 'newest' ? 'oldest' : 'newest' });

  return (
    <section>
      <SectionHeader
        title={t('admin-content.news.list.title')}
        action={
          <ButtonLink to="/admin/news/new" state={listState} data-testid="admin-news-new">
            <Plus aria-hidden="true" className="h-4 w-4" />
            {t('admin-content.news.list.new')}
          </ButtonLink>
        }
      />

      <SyncPanel job="news" refreshes={contentKeys.news} className="mb-6" />

      <FilterBar label={t('admin-content.news.list.filterLabel')}>
        <KeywordField
          label={t('admin-content.news.list.keyword')}
          value={keyword}
          onChange={setKeyword}
          testId="admin-news-keyword"
        />
        <SelectField
          label={t('admin-content.news.list.status')}
          value={filter.status}
          onChange={(event) => updateFilter({ status: event.target.value as AdminNewsFilter['status'] })}
          data-testid="admin-news-status"
          options={[
            { value: 'all', label: t('admin-content.news.list.allStatuses') },
            { value: 'draft', label: t('admin-content.news.status.draft') },
            { value: 'published', label: t('admin-content.news.status.published') },
          ]}
        />
        <SelectField
          label={t('admin-content.news.list.language')}
          value={filter.language}
          onChange={(event) => updateFilter({ language: event.target.value as AdminNewsFilter['language'] })}
          data-testid="admin-news-language"
          options={[{ value: '', label: t('admin-content.news.list.allLanguages') }, ...languageOptions(t)]}
        />
      </FilterBar>

      <ListTable
        query={list}
        items={items}
        caption={t(
          filter.order === 'newest'
            ? 'admin-content.news.list.caption'
            : 'admin-content.news.list.captionOldest',
        )}
        emptyText={t('admin-content.news.list.empty')}
        pager={{
          page: filter.page,
          onChange: (page) => updateFilter({ page }),
          label: t('admin-content.common.pagination'),
        }}
        rowTestId="admin-news-row"
        testId="admin-news-list"
        foldsOnPhone
        columns={[
          {
            label: t('admin-content.news.list.columns.title'),
            cell: (item) => (
              <>
                <Link
                  to={`/admin/news/${item.id}`}
                  state={listState}
                  lang={item.language}
                  className="line-clamp-2 font-medium text-slate-900 hover:text-brand-700 hover:underline"
                >
                  {item.title}
                </Link>
                {/* On a phone the other columns fold into one line under the title. */}
                <p className="mt-1 text-xs text-slate-600 md:hidden">
                  {t(
                    item.isPublished
                      ? 'admin-content.news.status.published'
                      : 'admin-content.news.status.draft',
                  )}{' '}
                  · {t(`admin-content.language.${item.language}`)} ·{' '}
                  {formatDate(item.publishDate, i18n.language)}
                </p>
              </>
            ),
          },
          {
            label: t('admin-content.news.list.columns.language'),
            isHiddenOnPhone: true,
            isNowrap: true,
            cell: (item) => t(`admin-content.language.${item.language}`),
          },
          {
            label: t('admin-content.news.list.columns.status'),
            isHiddenOnPhone: true,
            cell: (item) => <StatusBadge isPublished={item.isPublished} />,
          },
          {
            label: t('admin-content.news.list.columns.date'),
            isHiddenOnPhone: true,
            isNowrap: true,
            sort: { direction: filter.order === 'newest' ? 'descending' : 'ascending', onSort: byDate },
            cell: (item) => (
              <time dateTime={item.publishDate}>{formatDate(item.publishDate, i18n.language)}</time>
            ),
          },
          {
            label: t('admin-content.news.list.columns.actions'),
            isEnd: true,
            cell: (item) => (
              <RowActions>
                <RowAction
                  to={`/admin/news/${item.id}`}
                  state={listState}
                  icon={Pencil}
                  label={t('admin-content.news.list.edit', { title: item.title })}
                  title={t('admin-content.common.edit')}
                />
                <RowAction
                  data-testid={item.isPublished ? 'admin-news-unpublish' : 'admin-news-publish'}
                  icon={item.isPublished ? EyeOff : Eye}
                  label={t(
                    item.isPublished
                      ? 'admin-content.news.list.unpublish'
                      : 'admin-content.news.list.publish',
                    { title: item.title },
                  )}
                  title={t(
                    item.isPublished
                      ? 'admin-content.news.actions.unpublish'
                      : 'admin-content.news.actions.publish',
                  )}
                  disabled={setPublished.isPending && setPublished.variables?.id === item.id}
                  onClick={() => (item.isPublished ? unpublish(item) : setPending({ kind: 'publish', item }))}
                />
                <DeleteRowAction
                  data-testid="admin-news-delete"
                  label={t('admin-content.news.list.delete', { title: item.title })}
                  onClick={() => setPending({ kind: 'delete', item })}
                />
              </RowActions>
            ),
          },
        ]}
      />

      {pending?.kind === 'delete' && (
        <DeleteDialog
          title={t('admin-content.news.confirmDelete.title')}
          onConfirm={() => confirmDelete(pending.item)}
          onClose={() => setPending(null)}
        >
          {t('admin-content.news.confirmDelete.message', { title: pending.item.title })}
        </DeleteDialog>
      )}
      {pending?.kind === 'publish' && (
        <ConfirmDialog
          title={t('admin-content.news.confirmPublish.title')}
          confirmLabel={t('admin-content.news.actions.publish')}
          cancelLabel={t('admin-content.common.cancel')}
          onConfirm={() => changePublished(pending.item, true)}
          onClose={() => setPending(null)}
        >
          {t('admin-content.news.confirmPublish.message', { title: pending.item.title })}
        </ConfirmDialog>
      )}
    </section>
  );
}
