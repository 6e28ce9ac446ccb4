import { ChevronLeft, ChevronRight, type LucideIcon } from 'lucide-react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import type { useCarousel } from './use-carousel.ts';

/** The round button to the previous or the next slide. */
function ArrowButton({
  direction,
  icon: Icon,
  onClick,
}: {
  direction: 'previous' | 'next';
  icon: LucideIcon;
  onClick(): void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      data-testid={`carousel-${direction}`}
      aria-label={t(`news.carousel.${direction}`)}
      onClick={onClick}
      className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-white text-slate-800 shadow ring-1 ring-slate-200 hover:text-brand-700"
    >
      <Icon aria-hidden="true" className="h-5 w-5" />
    </button>
  );
}

/** Previous, next and one dot per slide, for a carousel of `labels`. */
export function CarouselControls({
  carousel,
  labels,
}: {
  carousel: ReturnType<typeof useCarousel>;
  labels: string[];
}) {
  const { t } = useTranslation();
  if (labels.length < 2) return null;
  return (
    <div className="mt-3 flex items-center justify-center gap-4">
      <ArrowButton direction="previous" icon={ChevronLeft} onClick={carousel.previous} />
      <div className="flex items-center gap-1">
        {labels.map((label, index) => (
          <button
            // Slides keep their order; the index is their identity here.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            key={index}
            type="button"
            aria-label={t('news.carousel.goTo', { number: index + 1, title: label })}
            aria-current={index === carousel.selected}
            onClick={() => carousel.goTo(index)}
            className="flex h-6 w-6 items-center justify-center"
          >
            <span
              className={`block h-2.5 rounded-full transition-all ${index === carousel.selected ? 'w-6 bg-brand-600' : 'w-2.5 bg-slate-300'}`}
            />
          </button>
        ))}
      </div>
      {/* Said when a button moves the carousel, not at every turn it takes by itself. */}
      <p aria-live="polite" className="sr-only" data-testid="carousel-status">
        {carousel.isPlaying
          ? ''
          : t('news.carousel.current', {
              number: carousel.selected + 1,
              total: labels.length,
              title: labels[carousel.selected],
            })}
      </p>
      <ArrowButton direction="next" icon={ChevronRight} onClick={carousel.next} />
    </div>
  );
}
