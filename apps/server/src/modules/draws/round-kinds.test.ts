import { DRAW_CATEGORIES } from '@maplebridge/contracts';
import { ROUND_KINDS } from '@maplebridge/crs';
import { describe, expect, it } from 'vitest';

/** The API's draw categories and the engine's round kinds are one list written twice (contracts do not depend on the engine). */
describe('round kinds', () => {
  it('are the draw categories, in the same order', () => {
    expect([...ROUND_KINDS]).toEqual([...DRAW_CATEGORIES]);
  });
});
