import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useErrorToast } from '#shared/hooks/use-error-toast.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { formatDate } from '#shared/lib/format-date.ts';
import { Carousel } from './carousel.tsx';
import { LanguageBadge } from './language-badge.tsx';
import { useRecommendedNews } from './news.queries.ts';
import { SaveToggle } from './save-toggle.tsx';

/** Recommended news, one per slide; absent when there is none (spec section 2). */
export function RecommendedCarousel() {
  const { t, i18n } = useTranslation();
  const recommended = useRecommendedNews();
  useErrorToast(recommended.error, 'news.toast.loadError');
  const items = recommended.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Carousel
      testId="recommended-carousel"
      className="space-y-4"
      headingId="recommended-news"
      heading={
        <h2 id="recommended-news" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('news.recommended.title')}
        </h2>
      }
      items={items}
      titleOf={(item) => item.title}
      viewportClassName="overflow-hidden"
      slideClassName="px-1"
      renderSlide={(item) => (
        <article
          lang={item.language}
          className="grid overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200 md:grid-cols-2"
        >
          <img
            src={item.imageUrl || '/content/news/crs.svg'}
            alt=""
            width={600}
            height={315}
            loading="lazy"
            className="aspect-[40/21] h-full w-full object-cover"
          />
          <div className="flex flex-col gap-3 p-6">
            <h3 className="line-clamp-2 text-xl font-semibold text-slate-900">{item.title}</h3>
            <p className="line-clamp-3 text-slate-600">{item.previewContent}</p>
            <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
              <LanguageBadge language={item.language} />
              <span>
                {t('news.detail.author', { name: item.author })} ·{' '}
                <time dateTime={item.publishDate}>{formatDate(item.publishDate, i18n.language)}</time>
              </span>
            </p>
            <div className="mt-auto flex items-center gap-3">
              <Link
                to={`/news/${item.id}`}
                className="inline-flex items-center gap-1 rounded-lg bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700"
              >
                {t('news.recommended.readMore')}
                <span className="sr-only">: {item.title}</span>
                <ArrowRight aria-hidden="true" className="h-4 w-4" />
              </Link>
              <SaveToggle item={item} />
            </div>
          </div>
        </article>
      )}
    />
  );
}
