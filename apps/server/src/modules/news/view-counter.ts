/** How often the views counted in memory are added to the stored counts (a SIGKILL loses at most this much). */
export const VIEW_FLUSH_MS = 2_000;

/** Articles per write: two parameters each, well under PostgreSQL's 65,535. */
export const VIEW_FLUSH_ROWS = 10_000;

/** Adds each article's new views to its stored count (NewsRepository.addViews); throws when it wrote nothing. */
export type ViewWriter = (views: ReadonlyMap<string, number>) => Promise<void>;

export interface ViewCounterOptions {
  write: ViewWriter;
  /** Reports a failed periodic write (its views are kept for the next one) or a failed last write. */
  onError(error: unknown): void;
  intervalMs?: number;
  rowsPerWrite?: number;
}

/**
 * Counts article views in memory and adds them to the database in batches: every `intervalMs`
 * (the timer is unref'd), when `flush()` is called, and a last time on `close()` (the app's onClose,
 * after the server has answered its last request), so a SIGTERM loses nothing.
 *
 * A view stays counted here until the write that carries it has succeeded, and only what that write
 * carried is then taken off: a failed write keeps every view for the next one (never lost), and a
 * view counted during a write waits for the next (never written twice). One write at a time. (A
 * write whose commit is lost with its connection, succeeded but reported failed, is written again:
 * the one way a view counts twice.)
 */
export function startViewCounter({
  write,
  onError,
  intervalMs = VIEW_FLUSH_MS,
  rowsPerWrite = VIEW_FLUSH_ROWS,
}: ViewCounterOptions) {
  const unwritten = new Map<string, number>();
  /** Every view this replica has counted, written or not: never decreases. */
  const counted = new Map<string, number>();
  /** The writes asked for, one after another. */
  let queue: Promise<void> = Promise.resolve();
  let writesQueued = 0;
  let isClosed = false;

  const writeUnwritten = async () => {
    const batch = [...unwritten];
    for (let start = 0; start < batch.length; start += rowsPerWrite) {
      const chunk = batch.slice(start, start + rowsPerWrite);
      await write(new Map(chunk));
      for (const [id, count] of chunk) {
        const left = (unwritten.get(id) ?? 0) - count;
        if (left > 0) unwritten.set(id, left);
        else unwritten.delete(id);
      }
    }
  };

  /** Writes every view counted before the call; rejects (the views kept) when the write fails. */
  const flush = (): Promise<void> => {
    writesQueued++;
    const run = queue.then(writeUnwritten).finally(() => {
      writesQueued--;
    });
    queue = run.catch(() => {});
    return run;
  };

  const timer = setInterval(() => {
    // A slow database gets one write at a time, not a pile of them.
    if (writesQueued > 0 || unwritten.size === 0) return;
    flush().catch(onError);
  }, intervalMs);
  timer.unref();

  return {
    /** Counts one view of the article. */
    add(id: string) {
      unwritten.set(id, (unwritten.get(id) ?? 0) + 1);
      counted.set(id, (counted.get(id) ?? 0) + 1);
    },
    /**
     * Every view of the article this replica has counted since it started, written or not: the
     * difference between two readings is the views counted between them, whatever was written.
     */
    counted(id: string): number {
      return counted.get(id) ?? 0;
    },
    /**
     * This replica's views of the article not yet written, or being written: added to a stored count
     * read just before, it is the count with them. (Read in the instant between a write's commit and
     * its views being taken off here, it counts that write's views twice, in the answer only.)
     */
    unwritten(id: string): number {
      return unwritten.get(id) ?? 0;
    },
    /** Every article's views not yet written. */
    get total(): number {
      let total = 0;
      for (const count of unwritten.values()) total += count;
      return total;
    },
    flush,
    /** Stops the timer and writes what remains; a failure is reported, not thrown. */
    async close() {
      if (isClosed) return queue;
      isClosed = true;
      clearInterval(timer);
      try {
        await flush();
      } catch (error) {
        onError(error);
      }
    },
  };
}

export type ViewCounter = ReturnType<typeof startViewCounter>;
