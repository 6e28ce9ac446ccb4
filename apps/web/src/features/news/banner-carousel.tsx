import type { Slide } from '@maplebridge/contracts';
import { useErrorToast } from '#shared/hooks/use-error-toast.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { CarouselControls } from './carousel-controls.tsx';
import { useSlides } from './news.queries.ts';
import { useCarousel } from './use-carousel.ts';

/** Where a slide leads: our own article when it names one, else its outside link. */
export const slideHref = (slide: Slide) =>
  slide.newsExternalId ? `/news/${slide.newsExternalId}` : slide.externalLink;

/** The home banner: looping, autoplaying slides that each open in a new tab (spec section 2). */
export function BannerCarousel() {
  const { t } = useTranslation();
  const slides = useSlides();
  const carousel = useCarousel();
  useErrorToast(slides.error, 'news.toast.loadError');
  const items = slides.data ?? [];
  if (items.length === 0) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('news.carousel.bannerLabel')}
      data-testid="banner-carousel"
    >
      <div ref={carousel.viewportRef} className="overflow-hidden rounded-3xl">
        <ul className="flex">
          {items.map((slide, index) => (
            <li
              key={slide.id}
              aria-roledescription="slide"
              aria-label={t('news.carousel.slideOf', { number: index + 1, total: items.length })}
              // Slides out of view are out of the tab order and of what screen readers read.
              inert={index !== carousel.selected}
              className="min-w-0 flex-[0_0_100%]"
            >
              <a href={slideHref(slide)} target="_blank" rel="noopener noreferrer" className="block">
                <img
                  src={slide.imageURL}
                  alt={slide.title}
                  width={1600}
                  height={600}
                  // The first slide is what people see first (often the largest paint); the rest can wait.
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                  className="aspect-[8/3] w-full object-cover"
                />
                <span className="sr-only">{t('common.footer.newTab')}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
      <CarouselControls carousel={carousel} labels={items.map((slide) => slide.title)} />
    </section>
  );
}
