import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useErrorToast } from '#shared/hooks/use-error-toast.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { Skeleton } from '#shared/ui/skeleton.tsx';
import { HOME_NEWS_PAGE_SIZE, useNewsPage } from './news.queries.ts';
import { NewsGrid } from './news-card.tsx';

/** The home page's latest news: page 1 of 4 large cards and a link to all news. */
export function HomeNewsBlock() {
  const { t } = useTranslation();
  const news = useNewsPage({ pageNumber: 1, pageSize: HOME_NEWS_PAGE_SIZE });
  useErrorToast(news.error, 'news.toast.loadError');
  return (
    <section
      aria-labelledby="home-news"
      aria-busy={news.isPending}
      className="space-y-4"
      data-testid="home-news"
    >
      <div className="flex items-end justify-between gap-4">
        <h2 id="home-news" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('news.home.title')}
        </h2>
        <Link
          to="/news"
          className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
        >
          {t('news.home.viewAll')}
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>
      {news.isPending ? (
        <Skeleton shape="cards" count={HOME_NEWS_PAGE_SIZE} />
      ) : news.data && news.data.items.length > 0 ? (
        <NewsGrid items={news.data.items} headingLevel="h3" />
      ) : (
        <p className="rounded-2xl bg-white p-6 text-slate-600 ring-1 ring-slate-200">
          {t(news.isError ? 'news.list.loadFailed' : 'news.list.empty')}
        </p>
      )}
    </section>
  );
}
