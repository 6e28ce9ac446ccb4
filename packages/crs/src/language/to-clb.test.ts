import { describe, expect, it } from 'vitest';
import type { Ability, LanguageTest } from './charts.ts';
import { BELOW_CLB_4, toClb } from './to-clb.ts';

/**
 * The charts of shared/crs/rules.md §8, copied as IRCC prints them (ranges per CLB 10 … 4, then the
 * range below CLB 4). Both ends of every range are checked, so every boundary is pinned.
 */
const CHARTS: Record<LanguageTest, Record<Ability, string[]>> = {
  'CELPIP-G': {
    speaking: ['10–12', '9', '8', '7', '6', '5', '4', '1–3'],
    listening: ['10–12', '9', '8', '7', '6', '5', '4', '1–3'],
    reading: ['10–12', '9', '8', '7', '6', '5', '4', '1–3'],
    writing: ['10–12', '9', '8', '7', '6', '5', '4', '1–3'],
  },
  IELTS: {
    speaking: ['7.5–9.0', '7.0', '6.5', '6.0', '5.5', '5.0', '4.0–4.5', '1.0–3.5'],
    listening: ['8.5–9.0', '8.0', '7.5', '6.0–7.0', '5.5', '5.0', '4.5', '1.0–4.0'],
    reading: ['8.0–9.0', '7.0–7.5', '6.5', '6.0', '5.0–5.5', '4.0–4.5', '3.5', '1.0–3.0'],
    writing: ['7.5–9.0', '7.0', '6.5', '6.0', '5.5', '5.0', '4.0–4.5', '1.0–3.5'],
  },
  'PTE Core': {
    speaking: ['89–90', '84–88', '76–83', '68–75', '59–67', '51–58', '42–50', '10–41'],
    listening: ['89–90', '82–88', '71–81', '60–70', '50–59', '39–49', '28–38', '10–27'],
    reading: ['88–90', '78–87', '69–77', '60–68', '51–59', '42–50', '33–41', '10–32'],
    writing: ['90', '88–89', '79–87', '69–78', '60–68', '51–59', '41–50', '10–40'],
  },
  'TEF Canada': {
    speaking: ['556–699', '518–555', '494–517', '456–493', '422–455', '387–421', '328–386', '0–327'],
    listening: ['546–699', '503–545', '462–502', '434–461', '393–433', '352–392', '306–351', '0–305'],
    reading: ['546–699', '503–545', '462–502', '434–461', '393–433', '352–392', '306–351', '0–305'],
    writing: ['558–699', '512–557', '472–511', '428–471', '379–427', '330–378', '268–329', '0–267'],
  },
  'TCF Canada': {
    speaking: ['16–20', '14–15', '12–13', '10–11', '7–9', '6', '4–5', '0–3'],
    listening: ['549–699', '523–548', '503–522', '458–502', '398–457', '369–397', '331–368', '100–330'],
    reading: ['549–699', '524–548', '499–523', '453–498', '406–452', '375–405', '342–374', '100–341'],
    writing: ['16–20', '14–15', '12–13', '10–11', '7–9', '6', '4–5', '0–3'],
  },
};

const LEVELS = [10, 9, 8, 7, 6, 5, 4, BELOW_CLB_4];

const edgeCases = Object.entries(CHARTS).flatMap(([test, abilities]) =>
  Object.entries(abilities).flatMap(([ability, ranges]) =>
    ranges.flatMap((range, row) => {
      const [low, high = low] = range.split('–').map(Number);
      return [low, high].map((score) => [test, ability, score, LEVELS[row]] as const);
    }),
  ),
);

describe('toClb', () => {
  it.each(edgeCases)('%s %s %d is CLB %d', (test, ability, score, level) => {
    expect(toClb(test as LanguageTest, ability as Ability, score as number)).toBe(level);
  });

  it('covers every test, ability and row of the charts', () => {
    expect(edgeCases).toHaveLength(5 * 4 * 8 * 2);
  });

  it.each([
    ['IELTS', 'listening', 7.0, 7],
    ['IELTS', 'listening', 6.5, 7],
    ['IELTS', 'reading', 7.5, 9],
    ['TEF Canada', 'writing', 557, 9],
    ['TCF Canada', 'reading', 523, 8],
    ['TCF Canada', 'listening', 523, 9],
  ] as const)('knows the trap %s %s %d → CLB %d', (test, ability, score, level) => {
    expect(toClb(test, ability, score)).toBe(level);
  });
});
