import type { Slide } from '@maplebridge/contracts';
import { useErrorToast } from '#shared/hooks/use-error-toast.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { Carousel } from './carousel.tsx';
import { useSlides } from './news.queries.ts';

/** Where a slide leads: our own article when it names one, else its outside link. */
export const slideHref = (slide: Slide) =>
  slide.newsExternalId ? `/news/${slide.newsExternalId}` : slide.externalLink;

/** The home banner: looping, autoplaying slides that each open in a new tab (spec section 2). */
export function BannerCarousel() {
  const { t } = useTranslation();
  const slides = useSlides();
  useErrorToast(slides.error, 'news.toast.loadError');
  const items = slides.data ?? [];
  if (items.length === 0) return null;
  return (
    <Carousel
      label={t('news.carousel.bannerLabel')}
      testId="banner-carousel"
      items={items}
      titleOf={(slide) => slide.title}
      viewportClassName="overflow-hidden rounded-3xl"
      renderSlide={(slide, index) => (
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
      )}
    />
  );
}
