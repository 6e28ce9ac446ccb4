import { RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentMeta } from '#shared/hooks/use-document-meta.ts';
import { useErrorToast } from '#shared/hooks/use-error-toast.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { useSessionStore } from '#shared/stores/session.store.ts';
import { PageHeader } from '#shared/ui/page-header.tsx';
import { Skeleton } from '#shared/ui/skeleton.tsx';
import { useNewsFeed } from './news.queries.ts';
import { NewsGrid } from './news-card.tsx';
import { filterFromSearch, type NewsFilter, searchFromFilter } from './news-filter.ts';
import { NewsFilterForm } from './news-filter-form.tsx';

/** `/news`: the filter form and the infinite grid (spec section 2). */
export function NewsListPage() {
  const { t } = useTranslation();
  useDocumentMeta(t('meta.news.title'), t('meta.news.description'));
  const isSignedIn = useSessionStore((state) => state.token !== '');
  const [search, setSearch] = useSearchParams();
  const filter = useMemo(() => filterFromSearch(search, isSignedIn), [search, isSignedIn]);
  const setFilter = useCallback(
    (next: NewsFilter) => setSearch(searchFromFilter(next), { replace: true, preventScrollReset: true }),
    [setSearch],
  );
  const feed = useNewsFeed(filter);
  useErrorToast(feed.error, 'news.toast.loadError');
  const items = feed.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="space-y-6 py-6 sm:py-10">
      <PageHeader title={t('news.list.title')} />
      <NewsFilterForm filter={filter} onChange={setFilter} />
      <section aria-label={t('news.list.results')} aria-busy={feed.isFetching} data-testid="news-list">
        {feed.isPending ? (
          <Skeleton shape="cards" count={4} />
        ) : feed.isError && items.length === 0 ? (
          <div className="rounded-2xl bg-white p-8 text-center ring-1 ring-slate-200">
            <p className="text-slate-700">{t('news.list.loadFailed')}</p>
            <button
              type="button"
              onClick={() => feed.refetch()}
              className="mt-4 inline-flex items-center gap-2 rounded-lg bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700"
            >
              <RefreshCw aria-hidden="true" className="h-4 w-4" />
              {t('news.list.retry')}
            </button>
          </div>
        ) : items.length === 0 ? (
          <p
            data-testid="news-empty"
            className="rounded-2xl bg-white p-8 text-center text-slate-700 ring-1 ring-slate-200"
          >
            {t('news.list.empty')}
          </p>
        ) : (
          <NewsGrid items={items} />
        )}
        <LoadMoreSentinel
          canLoad={feed.hasNextPage && !feed.isFetchingNextPage && !feed.isError}
          isLoading={feed.isFetchingNextPage}
          onVisible={() => void feed.fetchNextPage()}
        />
      </section>
    </div>
  );
}

/** Loads the next page once the sentinel is fully visible (threshold 1, spec section 9). */
function LoadMoreSentinel({
  canLoad,
  isLoading,
  onVisible,
}: {
  canLoad: boolean;
  isLoading: boolean;
  onVisible(): void;
}) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onVisible);
  latest.current = onVisible;
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !canLoad) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= 1)) latest.current();
      },
      { threshold: 1 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [canLoad]);
  return (
    <div
      ref={sentinel}
      data-testid="news-sentinel"
      className="flex min-h-12 items-center justify-center py-4"
    >
      {isLoading && (
        <p role="status" className="text-sm text-slate-600">
          {t('news.list.loadingMore')}
        </p>
      )}
    </div>
  );
}
