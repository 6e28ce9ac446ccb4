import type { NewsItem } from '@maplebridge/contracts';
import { ArrowLeft } from 'lucide-react';
import { Suspense, useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '#shared/api/api-error.ts';
import { useDocumentMeta } from '#shared/hooks/use-document-meta.ts';
import { useErrorToast } from '#shared/hooks/use-error-toast.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { LazyOfflineNotice } from '#shared/ui/lazy-offline-notice.ts';
import { Skeleton } from '#shared/ui/skeleton.tsx';
import { useNewsItem, useRelatedNews } from './news.queries.ts';
import { NewsArticle } from './news-article.tsx';
import { NewsCard } from './news-card.tsx';

/** `/news/:newsId`: the article and news related by its tags (spec section 2). */
export function NewsDetailPage() {
  const { t } = useTranslation();
  const { newsId } = useParams();
  const article = useNewsItem(newsId);
  const related = useRelatedNews(article.data);
  useTwinOnLanguageSwitch(article.data);
  useDocumentMeta(article.data?.title, article.data?.previewContent);
  const isMissing =
    article.error instanceof ApiError && (article.error.status === 404 || article.error.status === 400);
  useErrorToast(isMissing ? null : article.error, 'news.toast.loadError');
  useErrorToast(related.error, 'news.toast.loadError');

  const backLink = (
    <Link
      to="/news"
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      {t('news.detail.back')}
    </Link>
  );
  if (article.isPending)
    return (
      <div aria-busy={article.fetchStatus !== 'paused'} className="mx-auto max-w-5xl space-y-6 py-6 sm:py-10">
        {backLink}
        {/* Offline, the query waits for the network: its loading lines would show until then. */}
        {article.fetchStatus === 'paused' ? (
          <Suspense fallback={null}>
            <LazyOfflineNotice titleKey="offline.news.title" textKey="offline.news.text" />
          </Suspense>
        ) : (
          <Skeleton shape="lines" count={8} />
        )}
      </div>
    );
  if (!article.data)
    return (
      <section className="mx-auto max-w-3xl space-y-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">
          {t(isMissing ? 'news.detail.notFound' : 'news.list.loadFailed')}
        </h1>
        {backLink}
      </section>
    );

  const item = article.data;
  const relatedItems = related.data?.items ?? [];
  return (
    <div className="mx-auto max-w-5xl space-y-10 py-6 sm:py-10">
      <NewsArticle item={item} before={backLink} />
      {relatedItems.length > 0 && (
        <section aria-labelledby="related-news" className="space-y-4" data-testid="related-news">
          <h2 id="related-news" className="text-2xl font-bold text-slate-900">
            {t('news.detail.related')}
          </h2>
          <ul className="grid gap-4 md:grid-cols-2">
            {relatedItems.map((relatedItem) => (
              <li key={relatedItem.id}>
                <NewsCard item={relatedItem} variant="small" headingLevel="h3" />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/**
 * A reader who switches the site's language on an article goes on to its translation in that
 * language, when it is published. Only on a switch: an article opened in the other language (its
 * "Read in …" link, a shared address) stays put.
 */
function useTwinOnLanguageSwitch(item: NewsItem | undefined) {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const language = i18n.language;
  const shown = useRef(language);
  useEffect(() => {
    if (shown.current === language) return;
    shown.current = language;
    if (item?.twin?.isPublished && item.twin.language === language)
      navigate(`/news/${item.twin.id}`, { replace: true });
  }, [language, item, navigate]);
}
