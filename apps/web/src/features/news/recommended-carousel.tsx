import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useErrorToast } from '#shared/hooks/use-error-toast.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { formatDate } from '#shared/lib/format-date.ts';
import { CarouselControls } from './carousel-controls.tsx';
import { useRecommendedNews } from './news.queries.ts';
import { SaveToggle } from './save-toggle.tsx';
import { useCarousel } from './use-carousel.ts';

/** Recommended news, one per slide; absent when there is none (spec section 2). */
export function RecommendedCarousel() {
  const { t, i18n } = useTranslation();
  const recommended = useRecommendedNews();
  const carousel = useCarousel();
  useErrorToast(recommended.error, 'news.toast.loadError');
  const items = recommended.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby="recommended-news"
      data-testid="recommended-carousel"
      className="space-y-4"
    >
      <h2 id="recommended-news" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('news.recommended.title')}
      </h2>
      <div ref={carousel.viewportRef} className="overflow-hidden">
        <ul className="flex">
          {items.map((item, index) => (
            <li
              key={item.id}
              aria-roledescription="slide"
              aria-label={t('news.carousel.slideOf', { number: index + 1, total: items.length })}
              // Slides out of view are out of the tab order and of what screen readers read.
              inert={index !== carousel.selected}
              className="min-w-0 flex-[0_0_100%] px-1"
            >
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
                  <p className="text-sm text-slate-600">
                    {t('news.detail.author', { name: item.author })} ·{' '}
                    <time dateTime={item.publishDate}>{formatDate(item.publishDate, i18n.language)}</time>
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
            </li>
          ))}
        </ul>
      </div>
      <CarouselControls carousel={carousel} labels={items.map((item) => item.title)} />
    </section>
  );
}
