import { ArrowLeft, ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '#shared/api/api-error.ts';
import { useErrorToast } from '#shared/hooks/use-error-toast.ts';
import { formatDate } from '#shared/lib/format-date.ts';
import { SafeHtml } from '#shared/ui/safe-html.tsx';
import { useNewsItem, useRelatedNews } from './news.queries.ts';
import { NewsCard } from './news-card.tsx';
import { SaveToggle } from './save-toggle.tsx';

/** `/news/:newsId`: the article and news related by its tags (spec section 2). */
export function NewsDetailPage() {
  const { t, i18n } = useTranslation();
  const { newsId } = useParams();
  const article = useNewsItem(newsId);
  const related = useRelatedNews(article.data);
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
  if (article.isPending) return <p className="py-16 text-center text-slate-600">{t('news.list.loading')}</p>;
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
      <article lang={item.language} className="mx-auto max-w-3xl space-y-6" data-testid="news-detail">
        {backLink}
        <header className="space-y-4">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{item.title}</h1>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-600">
            <span>{t('news.detail.author', { name: item.author })}</span>
            <span aria-hidden="true">·</span>
            <time dateTime={item.publishDate}>{formatDate(item.publishDate, i18n.language)}</time>
            <SaveToggle item={item} className="ml-auto" />
          </div>
          {item.tags.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label={t('news.filter.tags')}>
              {item.tags.map((tag) => (
                <li key={tag.id}>
                  <Link
                    to={`/news?tags=${tag.id}`}
                    className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800 hover:bg-brand-100"
                  >
                    {i18n.language === 'vi' ? tag.descriptionVN : tag.descriptionEN}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </header>
        {item.imageUrl && (
          <img
            src={item.imageUrl}
            alt=""
            width={1200}
            height={630}
            className="aspect-[40/21] w-full rounded-2xl object-cover"
          />
        )}
        <SafeHtml html={item.content} className="article-content" />
        {item.sourceUrl && (
          <p className="text-sm text-slate-600">
            {t('news.detail.source')}{' '}
            <a
              href={item.sourceUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 break-all font-medium text-brand-700 hover:underline"
            >
              {new URL(item.sourceUrl, window.location.origin).hostname}
              <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
              <span className="sr-only">{t('common.footer.newTab')}</span>
            </a>
          </p>
        )}
      </article>
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
