interface DrainLoopOptions<T> {
  /** Reserves the next item due now, if any. */
  claimNext(): Promise<T | undefined>;
  /** Delivers one item and records the outcome; a throw here is a storage failure. */
  handle(item: T): Promise<void>;
  onError(error: unknown): void;
  intervalMs?: number;
  /** Items handled at once: each lane claims one item, handles it, then claims the next. */
  lanes?: number;
}

/**
 * Drains an outbox: every `intervalMs`, and at once when nudged. One pass at a time per process;
 * the claim keeps lanes, processes and replicas from taking the same item.
 */
export function startDrainLoop<T>({
  claimNext,
  handle,
  onError,
  intervalMs = 1_000,
  lanes = 1,
}: DrainLoopOptions<T>) {
  let running: Promise<void> | null = null;
  let isStopped = false;

  async function drainLane() {
    while (!isStopped) {
      const item = await claimNext();
      if (item === undefined) return;
      await handle(item);
    }
  }

  async function drainOnce() {
    const outcomes = await Promise.allSettled(Array.from({ length: lanes }, drainLane));
    for (const outcome of outcomes) if (outcome.status === 'rejected') onError(outcome.reason);
  }

  const drain = () => {
    if (isStopped) return Promise.resolve();
    running ??= drainOnce().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(drain, intervalMs);
  timer.unref();

  return {
    /** Sends what is due now; resolves when the pass is over. */
    drain,
    async stop() {
      isStopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

export type DrainLoop = ReturnType<typeof startDrainLoop>;
