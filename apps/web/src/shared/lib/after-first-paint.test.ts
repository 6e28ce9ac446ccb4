import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint.ts';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function isSettled(promise: Promise<void>) {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await Promise.resolve();
  return settled;
}

describe('afterFirstPaint', () => {
  it('settles in the task after the next frame, well before its 100 ms fallback', async () => {
    const painted = afterFirstPaint();
    expect(await isSettled(painted)).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    expect(await isSettled(painted)).toBe(true);
  });

  it('settles after 100 ms where no frame comes (a hidden tab)', async () => {
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const painted = afterFirstPaint();
    await vi.advanceTimersByTimeAsync(99);
    expect(await isSettled(painted)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await isSettled(painted)).toBe(true);
  });
});
