interface DrainLoopOptions<T> {
  /** Reserves the items due now (an empty list when there are none). */
  claim(): Promise<T[]>;
  /** Delivers one item and records the outcome; a throw here is a storage failure. */
  handle(item: T): Promise<void>;
  onError(error: unknown): void;
  intervalMs?: number;
}

/**
 * Drains an outbox: every `intervalMs`, and at once when nudged. One pass at a time per process;
 * the claim keeps several processes or replicas from taking the same item.
 */
export function startDrainLoop<T>({ claim, handle, onError, intervalMs = 1_000 }: DrainLoopOptions<T>) {
  let running: Promise<void> | null = null;
  let isStopped = false;

  async function drainOnce() {
    for (let batch = await claim(); batch.length > 0 && !isStopped; batch = await claim()) {
      for (const item of batch) await handle(item);
    }
  }

  const drain = () => {
    if (isStopped) return Promise.resolve();
    running ??= drainOnce()
      .catch(onError)
      .finally(() => {
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
