import { afterEach, describe, expect, it, vi } from 'vitest';
import { startViewCounter, type ViewCounter } from './view-counter.ts';

/** A writer that records each write (a copy of what it carried) and fails while `failing` is set. */
function recordingWriter() {
  const writes: Array<Record<string, number>> = [];
  const writer = {
    writes,
    failing: false,
    async write(views: ReadonlyMap<string, number>) {
      if (writer.failing) throw new Error('database unavailable');
      writes.push(Object.fromEntries(views));
    },
  };
  return writer;
}

describe('the view counter', () => {
  const counters: ViewCounter[] = [];
  const start = (options: Partial<Parameters<typeof startViewCounter>[0]> = {}) => {
    const writer = recordingWriter();
    const errors: unknown[] = [];
    const counter = startViewCounter({
      write: (views) => writer.write(views),
      onError: (error) => errors.push(error),
      ...options,
    });
    counters.push(counter);
    return { counter, writer, errors };
  };
  afterEach(async () => {
    vi.useRealTimers();
    for (const counter of counters.splice(0)) await counter.close();
  });

  const view = (counter: ViewCounter, id: string, times: number) => {
    for (let index = 0; index < times; index++) counter.add(id);
  };

  it('counts views in memory and writes them all in one write', async () => {
    const { counter, writer } = start();
    view(counter, 'a', 3);
    view(counter, 'b', 2);
    expect(writer.writes).toEqual([]);
    expect(counter.unwritten('a')).toBe(3);
    expect(counter.total).toBe(5);
    await counter.flush();
    expect(writer.writes).toEqual([{ a: 3, b: 2 }]);
    expect(counter.unwritten('a')).toBe(0);
    expect(counter.total).toBe(0);
    // What this replica has counted stays counted once written.
    expect(counter.counted('a')).toBe(3);
    expect(counter.counted('c')).toBe(0);
    await counter.flush();
    expect(writer.writes).toHaveLength(1);
  });

  it('writes every few seconds on its own, and nothing when there is nothing to write', async () => {
    vi.useFakeTimers();
    const { counter, writer } = start({ intervalMs: 2_000 });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(writer.writes).toEqual([]);
    view(counter, 'a', 4);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(writer.writes).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(writer.writes).toEqual([{ a: 4 }]);
  });

  it('writes what remains on close, and nothing after', async () => {
    vi.useFakeTimers();
    const { counter, writer } = start({ intervalMs: 2_000 });
    view(counter, 'a', 2);
    view(counter, 'c', 1);
    await counter.close();
    expect(writer.writes).toEqual([{ a: 2, c: 1 }]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(writer.writes).toHaveLength(1);
  });

  it('keeps the views of a failed write and writes them once with the next', async () => {
    vi.useFakeTimers();
    const { counter, writer, errors } = start({ intervalMs: 2_000 });
    view(counter, 'a', 3);
    writer.failing = true;
    await expect(counter.flush()).rejects.toThrow('database unavailable');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(errors).toHaveLength(1);
    expect(counter.unwritten('a')).toBe(3);
    view(counter, 'a', 1);
    view(counter, 'b', 1);
    writer.failing = false;
    await vi.advanceTimersByTimeAsync(2_000);
    expect(writer.writes).toEqual([{ a: 4, b: 1 }]);
    await counter.close();
    expect(writer.writes).toHaveLength(1);
  });

  it('leaves a view counted during a write for the next write', async () => {
    let release = () => {};
    const writes: Array<Record<string, number>> = [];
    const { counter } = start({
      write: async (views) => {
        writes.push(Object.fromEntries(views));
        if (writes.length === 1) await new Promise<void>((resolve) => (release = resolve));
      },
    });
    view(counter, 'a', 2);
    const first = counter.flush();
    await Promise.resolve();
    view(counter, 'a', 5);
    // The reader's count includes the views being written until their write has succeeded.
    expect(counter.unwritten('a')).toBe(7);
    release();
    await first;
    expect(counter.unwritten('a')).toBe(5);
    await counter.flush();
    expect(writes).toEqual([{ a: 2 }, { a: 5 }]);
  });

  it('reports a failed last write on close instead of throwing', async () => {
    const { counter, writer, errors } = start();
    view(counter, 'a', 1);
    writer.failing = true;
    await counter.close();
    expect(errors).toHaveLength(1);
  });

  it('splits a very large batch into writes of at most rowsPerWrite articles', async () => {
    const { counter, writer } = start({ rowsPerWrite: 2 });
    for (const id of ['a', 'b', 'c']) counter.add(id);
    await counter.flush();
    expect(writer.writes).toEqual([{ a: 1, b: 1 }, { c: 1 }]);
  });
});
