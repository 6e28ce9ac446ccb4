import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';

/**
 * Spec section 9: carousels loop, move with duration 100, play every 4000 ms and stop when touched.
 * A reader who asks for less motion starts with them still (WCAG 2.2.2).
 */
const AUTOPLAY_DELAY_MS = 4000;

// No window when the build prerenders the pages (src/prerender.tsx).
const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function useCarousel() {
  const [viewportRef, api] = useEmblaCarousel({ loop: true, duration: 100 }, [
    Autoplay({
      delay: AUTOPLAY_DELAY_MS,
      stopOnInteraction: true,
      stopOnFocusIn: true,
      playOnInit: !prefersReducedMotion(),
    }),
  ]);
  const [selected, setSelected] = useState(0);
  const [count, setCount] = useState(0);
  const [isPlaying, setPlaying] = useState(false);

  useEffect(() => {
    if (!api) return;
    const update = () => {
      setSelected(api.selectedScrollSnap());
      setCount(api.scrollSnapList().length);
      setPlaying(api.plugins().autoplay?.isPlaying() ?? false);
    };
    update();
    api.on('select', update).on('reInit', update).on('autoplay:play', update).on('autoplay:stop', update);
    return () => {
      api
        .off('select', update)
        .off('reInit', update)
        .off('autoplay:play', update)
        .off('autoplay:stop', update);
    };
  }, [api]);

  // Buttons count as interaction: the autoplay stops, as it does for a swipe.
  const stopAutoplay = useCallback(() => api?.plugins().autoplay?.stop(), [api]);
  return {
    viewportRef,
    selected,
    count,
    /** While it plays by itself, screen readers are not told of every slide. */
    isPlaying,
    previous: useCallback(() => {
      stopAutoplay();
      api?.scrollPrev();
    }, [api, stopAutoplay]),
    next: useCallback(() => {
      stopAutoplay();
      api?.scrollNext();
    }, [api, stopAutoplay]),
    goTo: useCallback(
      (index: number) => {
        stopAutoplay();
        api?.scrollTo(index);
      },
      [api, stopAutoplay],
    ),
  };
}
