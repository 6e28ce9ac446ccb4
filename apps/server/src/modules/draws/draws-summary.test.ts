import { describe, expect, it, vi } from 'vitest';
import type { DrawRow } from '#db/schema/index.ts';
import type { DrawsRepository } from './draws.repository.ts';
import { createDrawsSummary } from './draws-summary.ts';

const round = (number: string) => ({ number, lowestScore: 500 }) as DrawRow;

describe('the draws summary', () => {
  it('reads the rounds once a minute, and again after a failed read', async () => {
    const latest = vi.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValue(round('436'));
    const latestPerCategory = vi.fn().mockResolvedValue([round('437')]);
    let now = Date.parse('2026-11-22T00:00:00Z');
    const summary = createDrawsSummary(
      { latest, latestPerCategory } as unknown as DrawsRepository,
      () => now,
    );

    await expect(summary.get()).rejects.toThrow('database away');
    expect((await summary.get()).latestCutOff?.number).toBe('436');
    expect(latestPerCategory).toHaveBeenLastCalledWith('2025-11-22');
    now += 59_000;
    await summary.get();
    expect(latest).toHaveBeenCalledTimes(2);
    now += 2_000;
    await summary.get();
    expect(latest).toHaveBeenCalledTimes(3);
  });
});
