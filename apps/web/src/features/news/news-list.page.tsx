import { RefreshCw } from 'lucide-react';
import { Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentMeta } from '#shared/hooks/use-document-meta.ts';
import { useErrorToast } from '#shared/hooks/use-error-toast.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { takePageAnswer } from '#shared/lib/page-answers.ts';
import { useSessionStore } from '#shared/stores/session.store.ts';
import { LazyOfflineNotice } from '#shared/ui/lazy-offline-notice.ts';
import { PageHeader } from '#shared/ui/page-header.tsx';
import { Skeleton } from '#shared/ui/skeleton.tsx';
import { type CardLayout, NewsGrid } from './news-card.tsx';
import { useNewsFeed } from './news-feed.queries.ts';
import { filterFromSearch, type NewsFilter, searchFromFilter } from './news-filter.ts';
import { NewsFilterForm } from './news-filter-form.tsx';

/**
 * The list's cards: small on a phone, where it then shows several stories a screen and its first
 * screen is text the HTML paints (ADR 030), large from `sm` up.
 */
const LIST_LAYOUT: CardLayout = {
  card: 'flex-row gap-3 p-3 sm:flex-col sm:gap-0 sm:p-0',
  image: 'h-24 w-28 shrink-0 rounded-xl object-cover sm:aspect-[40/21] sm:h-auto sm:w-full sm:rounded-none',
  text: 'gap-1 sm:gap-2 sm:p-4',
  title: 'line-clamp-2 text-base sm:text-lg',
  preview: 'line-clamp-2 sm:line-clamp-3',
};

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
  const feed = useNewsFeed(filter, { sentAnswer: takePageAnswer });
  useErrorToast(feed.error, 'news.toast.loadError');
  const items = feed.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="space-y-6 py-6 sm:py-10">
      <PageHeader title={t('news.list.title')} intro={t('meta.news.description')} />
      <NewsFilterForm filter={filter} onChange={setFilter} />
      <section aria-label={t('news.list.results')} aria-busy={feed.isFetching} data-testid="news-list">
        {feed.isPending && feed.fetchStatus === 'paused' ? (
          // Offline, the query waits for the network: its loading cards would show until then.
          <Suspense fallback={null}>
            <LazyOfflineNotice titleKey="offline.news.title" textKey="offline.news.text" />
          </Suspense>
        ) : feed.isPending ? (
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
          <NewsGrid items={items} variant={LIST_LAYOUT} />
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
