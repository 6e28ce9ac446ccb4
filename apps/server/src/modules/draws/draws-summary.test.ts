import { describe, expect, it, vi } from 'vitest';
import type { DrawRow } from '#db/schema/index.ts';
import type { DrawsRepository } from './draws.repository.ts';
import { createDrawsSummary } from './draws-summary.ts';

const round = (number: string, category = 'cec') => ({ number, category, lowestScore: 500 }) as DrawRow;

describe('the draws summary', () => {
  it('reads the rounds once a minute, and again after a failed read', async () => {
    const latest = vi.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValue(round('436'));
    const recentPerCategory = vi.fn().mockResolvedValue([round('437')]);
    let now = Date.parse('2026-11-22T00:00:00Z');
    const summary = createDrawsSummary(
      { latest, recentPerCategory } as unknown as DrawsRepository,
      () => now,
    );

    await expect(summary.get()).rejects.toThrow('database away');
    expect((await summary.get()).latestCutOff?.number).toBe('436');
    expect(recentPerCategory).toHaveBeenLastCalledWith('2025-11-22', 5);
    now += 59_000;
    await summary.get();
    expect(latest).toHaveBeenCalledTimes(2);
    now += 2_000;
    await summary.get();
    expect(latest).toHaveBeenCalledTimes(3);
  });

  it("groups each category's latest round with its earlier ones, newest first", async () => {
    const rows = [
      round('437', 'french'),
      round('436'),
      round('433', 'french'),
      round('432'),
      round('429', 'french'),
    ];
    const summary = createDrawsSummary({
      latest: vi.fn(),
      recentPerCategory: vi.fn().mockResolvedValue(rows),
    } as unknown as DrawsRepository);
    const { recent } = await summary.get();
    expect(
      recent.map(({ round: latest, earlier }) => [latest.number, earlier.map((row) => row.number)]),
    ).toEqual([
      ['437', ['433', '429']],
      ['436', ['432']],
    ]);
  });
});
