import type { ReactNode } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { CarouselControls } from './carousel-controls.tsx';
import { useCarousel } from './use-carousel.ts';

interface CarouselProps<Item> {
  /** Its name for screen readers, where it shows no title of its own. */
  label?: string;
  /** Its own title over the slides, and that title's id, which names it. */
  heading?: ReactNode;
  headingId?: string;
  testId: string;
  className?: string;
  items: Item[];
  /** A slide's title: what its dot and the status say. */
  titleOf(item: Item): string;
  viewportClassName: string;
  /** Added to each slide's own classes. */
  slideClassName?: string;
  renderSlide(item: Item, index: number): ReactNode;
}

/** A carousel: slides one at a time in a looping, autoplaying viewport, with their controls under them. */
export function Carousel<Item extends { id: string | number }>({
  label,
  heading,
  headingId,
  testId,
  className,
  items,
  titleOf,
  viewportClassName,
  slideClassName = '',
  renderSlide,
}: CarouselProps<Item>) {
  const { t } = useTranslation();
  const carousel = useCarousel();
  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      aria-labelledby={headingId}
      data-testid={testId}
      className={className}
    >
      {heading}
      <div ref={carousel.viewportRef} className={viewportClassName}>
        <ul className="flex">
          {items.map((item, index) => (
            <li
              key={item.id}
              aria-roledescription="slide"
              aria-label={t('news.carousel.slideOf', { number: index + 1, total: items.length })}
              // Slides out of view are out of the tab order and of what screen readers read.
              inert={index !== carousel.selected}
              className={`min-w-0 flex-[0_0_100%] ${slideClassName}`}
            >
              {renderSlide(item, index)}
            </li>
          ))}
        </ul>
      </div>
      <CarouselControls carousel={carousel} labels={items.map(titleOf)} />
    </section>
  );
}
