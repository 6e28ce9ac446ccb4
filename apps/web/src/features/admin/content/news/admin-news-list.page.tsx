import type { NewsSummary } from '@maplebridge/contracts';
import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Eye, EyeOff, Pencil, Plus, RefreshCw, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDebouncedValue } from '#shared/hooks/use-debounced-value.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { errorMessage } from '#shared/lib/error-message.ts';
import { formatDate } from '#shared/lib/format-date.ts';
import { toast } from '#shared/lib/toast.ts';
import { SelectField } from '#shared/ui/select-field.tsx';
import { Skeleton } from '#shared/ui/skeleton.tsx';
import { TextField } from '#shared/ui/text-field.tsx';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import {
  ADMIN_NEWS_PAGE_SIZE,
  adminNewsListQueryOptions,
  useDeleteNews,
  useSetNewsPublished,
} from '../content.queries.ts';
import { type AdminNewsFilter, filterFromSearch, searchFromFilter } from './admin-news-filter.ts';
import { StatusBadge } from './status-badge.tsx';

const KEYWORD_DELAY_MS = 350;

type PendingAction = { kind: 'delete' | 'publish'; item: NewsSummary };

/** `/admin/news`: every article, drafts too, with search, filters, paging and the row actions. */
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
    }),
  );
  const items = list.data?.items ?? [];
  const setPublished = useSetNewsPublished();
  const deleteNews = useDeleteNews();
  const [pending, setPending] = useState<PendingAction | null>(null);

  const changePublished = (item: NewsSummary, isPublished: boolean) =>
    setPublished.mutate(
      { id: item.id, isPublished },
      {
        onSuccess: () => {
          setPending(null);
          toast.success(
            t(isPublished ? 'admin-content.news.toast.published' : 'admin-content.news.toast.unpublished', {
              title: item.title,
            }),
          );
        },
        onError: (error) =>
          toast.error(t('admin-content.news.toast.statusFailed'), { description: errorMessage(t, error) }),
      },
    );

  const confirmDelete = (item: NewsSummary) =>
    deleteNews.mutate(item.id, {
      onSuccess: () => {
        setPending(null);
        toast.success(t('admin-content.news.toast.deleted', { title: item.title }));
        // The last row of a later page is gone: show the page before it.
        if (items.length === 1 && filter.page > 1) updateFilter({ page: filter.page - 1 });
      },
      onError: (error) =>
        toast.error(t('admin-content.news.toast.deleteFailed'), { description: errorMessage(t, error) }),
    });

  const iconButton =
    'inline-flex h-9 w-9 items-center justify-center rounded-full text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100 disabled:opacity-50';

  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t('admin-content.news.list.title')}</h1>
        <Link
          to="/admin/news/new"
          state={listState}
          data-testid="admin-news-new"
          className="inline-flex items-center gap-2 rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          <Plus aria-hidden="true" className="h-4 w-4" />
          {t('admin-content.news.list.new')}
        </Link>
      </div>

      <search>
        <form
          onSubmit={(event) => event.preventDefault()}
          aria-label={t('admin-content.news.list.filterLabel')}
          className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-[2fr_1fr_1fr]"
        >
          <TextField
            type="search"
            label={t('admin-content.news.list.keyword')}
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            maxLength={200}
            data-testid="admin-news-keyword"
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
            onChange={(event) =>
              updateFilter({ language: event.target.value as AdminNewsFilter['language'] })
            }
            data-testid="admin-news-language"
            options={[
              { value: '', label: t('admin-content.news.list.allLanguages') },
              { value: 'vi', label: t('admin-content.language.vi') },
              { value: 'en', label: t('admin-content.language.en') },
            ]}
          />
        </form>
      </search>

      <div aria-busy={list.isFetching} data-testid="admin-news-list">
        {list.isPending ? (
          <Skeleton shape="rows" count={5} />
        ) : list.isError && !list.data ? (
          <div className="rounded-2xl bg-white p-8 text-center ring-1 ring-slate-200">
            <p className="text-slate-700">{errorMessage(t, list.error)}</p>
            <button
              type="button"
              onClick={() => list.refetch()}
              className="mt-4 inline-flex items-center gap-2 rounded-full bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700"
            >
              <RefreshCw aria-hidden="true" className="h-4 w-4" />
              {t('admin-content.common.retry')}
            </button>
          </div>
        ) : items.length === 0 ? (
          <p
            data-testid="admin-news-empty"
            className="rounded-2xl bg-white p-8 text-center text-slate-700 ring-1 ring-slate-200"
          >
            {t('admin-content.news.list.empty')}
          </p>
        ) : (
          <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('admin-content.news.list.caption')}</caption>
              <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t('admin-content.news.list.columns.title')}
                  </th>
                  <th scope="col" className="hidden px-4 py-3 font-semibold md:table-cell">
                    {t('admin-content.news.list.columns.language')}
                  </th>
                  <th scope="col" className="hidden px-4 py-3 font-semibold md:table-cell">
                    {t('admin-content.news.list.columns.status')}
                  </th>
                  <th scope="col" className="hidden px-4 py-3 font-semibold md:table-cell">
                    {t('admin-content.news.list.columns.date')}
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold">
                    {t('admin-content.news.list.columns.actions')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {items.map((item) => {
                  const isChanging = setPublished.isPending && setPublished.variables?.id === item.id;
                  return (
                    <tr key={item.id} data-testid="admin-news-row">
                      <td className="px-4 py-3">
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
                      </td>
                      <td className="hidden px-4 py-3 whitespace-nowrap text-slate-700 md:table-cell">
                        {t(`admin-content.language.${item.language}`)}
                      </td>
                      <td className="hidden px-4 py-3 md:table-cell">
                        <StatusBadge isPublished={item.isPublished} />
                      </td>
                      <td className="hidden px-4 py-3 whitespace-nowrap text-slate-700 md:table-cell">
                        <time dateTime={item.publishDate}>{formatDate(item.publishDate, i18n.language)}</time>
                      </td>
                      <td className="px-4 py-3">
                        <div className="flex justify-end gap-2">
                          <Link
                            to={`/admin/news/${item.id}`}
                            state={listState}
                            aria-label={t('admin-content.news.list.edit', { title: item.title })}
                            title={t('admin-content.common.edit')}
                            className={iconButton}
                          >
                            <Pencil aria-hidden="true" className="h-4 w-4" />
                          </Link>
                          <button
                            type="button"
                            data-testid={item.isPublished ? 'admin-news-unpublish' : 'admin-news-publish'}
                            aria-label={t(
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
                            disabled={isChanging}
                            onClick={() =>
                              item.isPublished
                                ? changePublished(item, false)
                                : setPending({ kind: 'publish', item })
                            }
                            className={iconButton}
                          >
                            {item.isPublished ? (
                              <EyeOff aria-hidden="true" className="h-4 w-4" />
                            ) : (
                              <Eye aria-hidden="true" className="h-4 w-4" />
                            )}
                          </button>
                          <button
                            type="button"
                            data-testid="admin-news-delete"
                            aria-label={t('admin-content.news.list.delete', { title: item.title })}
                            title={t('admin-content.common.delete')}
                            onClick={() => setPending({ kind: 'delete', item })}
                            className={`${iconButton} text-red-700`}
                          >
                            <Trash2 aria-hidden="true" className="h-4 w-4" />
                          </button>
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </div>

      {(filter.page > 1 || list.data?.hasNextPage) && (
        <nav
          aria-label={t('admin-content.common.pagination')}
          className="flex items-center justify-center gap-4"
        >
          <button
            type="button"
            data-testid="admin-news-previous"
            disabled={filter.page <= 1}
            onClick={() => updateFilter({ page: filter.page - 1 })}
            className="inline-flex items-center gap-1 rounded-full px-4 py-2 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100 disabled:opacity-50"
          >
            <ChevronLeft aria-hidden="true" className="h-4 w-4" />
            {t('admin-content.common.previous')}
          </button>
          <span aria-current="page" className="text-sm text-slate-700">
            {t('admin-content.common.page', { page: filter.page })}
          </span>
          <button
            type="button"
            data-testid="admin-news-next"
            disabled={!list.data?.hasNextPage}
            onClick={() => updateFilter({ page: filter.page + 1 })}
            className="inline-flex items-center gap-1 rounded-full px-4 py-2 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100 disabled:opacity-50"
          >
            {t('admin-content.common.next')}
            <ChevronRight aria-hidden="true" className="h-4 w-4" />
          </button>
        </nav>
      )}

      {pending?.kind === 'delete' && (
        <ConfirmDialog
          title={t('admin-content.news.confirmDelete.title')}
          message={t('admin-content.news.confirmDelete.message', { title: pending.item.title })}
          confirmLabel={t('admin-content.common.delete')}
          isPending={deleteNews.isPending}
          onConfirm={() => confirmDelete(pending.item)}
          onCancel={() => setPending(null)}
        />
      )}
      {pending?.kind === 'publish' && (
        <ConfirmDialog
          tone="primary"
          title={t('admin-content.news.confirmPublish.title')}
          message={t('admin-content.news.confirmPublish.message', { title: pending.item.title })}
          confirmLabel={t('admin-content.news.actions.publish')}
          isPending={setPublished.isPending}
          onConfirm={() => changePublished(pending.item, true)}
          onCancel={() => setPending(null)}
        />
      )}
    </section>
  );
}
