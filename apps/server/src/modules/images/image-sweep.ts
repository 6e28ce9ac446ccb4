import type { ImagesService } from './images.service.ts';

export interface ImageSweepOptions {
  /** An image nothing uses is deleted once it is older than this. */
  unusedMaxAgeMs: number;
  intervalMs: number;
  firstAfterMs: number;
  /** The time now; tests move it. */
  now?: () => Date;
  onSwept(removed: number): void;
  onError(error: unknown): void;
}

/**
 * Every replica sweeps unused images every `intervalMs` (the first time `firstAfterMs` after start);
 * the database hands each row to one of them. `stop()` waits for a sweep under way.
 */
export function startImageSweep(images: ImagesService, options: ImageSweepOptions) {
  const now = options.now ?? (() => new Date());
  let running: Promise<void> | null = null;
  let isStopped = false;

  const sweep = () => {
    if (isStopped || running) return running ?? Promise.resolve();
    running = images
      .sweepUnused(new Date(now().getTime() - options.unusedMaxAgeMs))
      .then((removed) => {
        if (removed > 0) options.onSwept(removed);
      }, options.onError)
      .finally(() => {
        running = null;
      });
    return running;
  };
  let interval: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    void sweep();
    interval = setInterval(sweep, options.intervalMs);
    interval.unref();
  }, options.firstAfterMs);
  first.unref();

  return {
    /** Sweeps now (or joins the sweep under way). */
    sweep,
    async stop() {
      isStopped = true;
      clearTimeout(first);
      clearInterval(interval);
      await running;
    },
  };
}
