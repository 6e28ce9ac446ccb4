import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REGISTER_DELAY_MS, registerServiceWorker } from './pwa-register.ts';

/**
 * A window whose browser has service workers (jsdom has none), loaded or still loading; its idle
 * callbacks wait until `becomeIdle` (or run at once without `requestIdleCallback`, as in Safari).
 */
function browserWindow(readyState: DocumentReadyState, { hasIdleCallbacks = true } = {}) {
  const update = vi.fn(async () => undefined);
  const register = vi.fn(async () => ({ update }));
  const doc = new EventTarget() as EventTarget & { readyState: string; visibilityState: string };
  Object.assign(doc, { readyState, visibilityState: 'visible' });
  const idle: (() => void)[] = [];
  const win = new EventTarget() as EventTarget & Record<string, unknown>;
  Object.assign(win, {
    navigator: { serviceWorker: { register } },
    document: doc,
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
    ...(hasIdleCallbacks ? { requestIdleCallback: (run: () => void) => idle.push(run) } : {}),
  });
  const showAgain = () => doc.dispatchEvent(new Event('visibilitychange'));
  const becomeIdle = () => {
    for (const run of idle.splice(0)) run();
  };
  return { win: win as unknown as Window, register, update, showAgain, becomeIdle };
}
/** The page's first seconds pass and its pending promises settle. */
const wait = async (ms: number) => {
  await vi.advanceTimersByTimeAsync(ms);
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole site a few seconds after the page has loaded, once the browser is idle', async () => {
    const { win, register, becomeIdle } = browserWindow('interactive');
    registerServiceWorker(win);
    await wait(REGISTER_DELAY_MS * 2);
    expect(register).not.toHaveBeenCalled();
    win.dispatchEvent(new Event('load'));
    await wait(REGISTER_DELAY_MS - 1);
    becomeIdle();
    await wait(0);
    expect(register).not.toHaveBeenCalled();
    await wait(1);
    expect(register).not.toHaveBeenCalled();
    becomeIdle();
    await wait(0);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('counts the delay from now on a page that has already loaded, and does not wait for idleness where the browser cannot tell', async () => {
    const { win, register } = browserWindow('complete', { hasIdleCallbacks: false });
    registerServiceWorker(win);
    await wait(REGISTER_DELAY_MS - 1);
    expect(register).not.toHaveBeenCalled();
    await wait(1);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('leaves a browser without service workers, or one refusing them, to run online as before', async () => {
    const without = { navigator: {}, document: { readyState: 'complete' } } as unknown as Window;
    expect(() => registerServiceWorker(without)).not.toThrow();
    const { win, register } = browserWindow('complete', { hasIdleCallbacks: false });
    register.mockRejectedValueOnce(new DOMException('denied', 'SecurityError'));
    registerServiceWorker(win);
    await wait(REGISTER_DELAY_MS);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('asks for a new version when a tab left open comes back into view, at most hourly', async () => {
    vi.setSystemTime(new Date('2026-11-28T08:00:00Z'));
    const { win, update, showAgain } = browserWindow('complete', { hasIdleCallbacks: false });
    registerServiceWorker(win);
    await wait(REGISTER_DELAY_MS);
    vi.setSystemTime(new Date('2026-11-28T08:30:00Z'));
    showAgain();
    expect(update).not.toHaveBeenCalled();
    vi.setSystemTime(new Date('2026-11-28T09:01:00Z'));
    showAgain();
    showAgain();
    expect(update).toHaveBeenCalledTimes(1);
  });
});
