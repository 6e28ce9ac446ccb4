import type { Slide } from '@maplebridge/contracts';
import { useErrorToast } from '#shared/hooks/use-error-toast.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { Carousel } from './carousel.tsx';
import { useSlides } from './news.queries.ts';

/** Where a slide leads: our own article when it names one, else its outside link. */
export const slideHref = (slide: Slide) =>
  slide.newsExternalId ? `/news/${slide.newsExternalId}` : slide.externalLink;

/**
 * A slide's caption in the language shown: English pages show its English title, else its
 * Vietnamese one (marked as such for screen readers).
 */
export const slideCaption = (slide: Slide, language: string) =>
  language === 'en' && slide.titleEn ? { text: slide.titleEn } : { text: slide.title, lang: 'vi' };

/**
 * The home banner: looping, autoplaying slides that each open in a new tab (spec section 2). Each
 * shows its caption, which names its link; the picture beside it says nothing more (`alt=""`).
 */
export function BannerCarousel() {
  const { t, i18n } = useTranslation();
  const slides = useSlides();
  useErrorToast(slides.error, 'news.toast.loadError');
  const items = slides.data ?? [];
  if (items.length === 0) return null;
  const captionOf = (slide: Slide) => slideCaption(slide, i18n.language);
  return (
    <Carousel
      label={t('news.carousel.bannerLabel')}
      testId="banner-carousel"
      items={items}
      titleOf={(slide) => captionOf(slide).text}
      viewportClassName="overflow-hidden rounded-3xl bg-slate-900"
      renderSlide={(slide, index) => {
        const { text, lang } = captionOf(slide);
        return (
          <a href={slideHref(slide)} target="_blank" rel="noopener noreferrer" className="relative block">
            <img
              src={slide.imageURL}
              alt=""
              width={1600}
              height={600}
              // The first slide is what people see first (often the largest paint); the rest can wait.
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              className="aspect-[8/3] w-full object-cover"
            />
            {/* Under the picture on a phone, over its darkened foot on wider screens. */}
            <span
              lang={i18n.language === lang ? undefined : lang}
              data-testid="banner-caption"
              className="block px-4 py-3 font-semibold text-white sm:absolute sm:inset-x-0 sm:bottom-0 sm:bg-gradient-to-t sm:from-slate-950/90 sm:via-slate-950/70 sm:px-8 sm:pt-16 sm:pb-6 sm:text-2xl"
            >
              {text}
            </span>{' '}
            <span className="sr-only">{t('common.footer.newTab')}</span>
          </a>
        );
      }}
    />
  );
}
