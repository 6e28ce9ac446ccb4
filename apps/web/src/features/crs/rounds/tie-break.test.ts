import { describe, expect, it } from 'vitest';
import { parseTieBreak } from './tie-break.ts';

describe('parseTieBreak', () => {
  it.each([
    ['March 1, 2026 at 18:34:05 UTC', '2026-08-19', { day: '2026-03-01', time: '18:34:05' }],
    ['August 07, 2026 at 18:01:56 UTC', '2026-08-19', { day: '2026-08-07', time: '18:01:56' }],
    ['July 3rd 2020 at 11:39:01 UTC', '2020-07-08', { day: '2020-07-03', time: '11:39:01' }],
    ['May 31,2021 12:00:00 UTC', '2021-06-02', { day: '2021-05-31', time: '12:00:00' }],
    ['March 21. 2022 at 20:23:06 UTC', '2022-03-30', { day: '2022-03-21', time: '20:23:06' }],
    ['December 5, 2023, at 14:00:00 UTC', '2023-12-07', { day: '2023-12-05', time: '14:00:00' }],
    ['September 8, 2021 at 09:10:10 AM UTC', '2021-09-14', { day: '2021-09-08', time: '09:10:10' }],
    ['June 4, 2019 at 01:05:07 PM UTC', '2019-06-12', { day: '2019-06-04', time: '13:05:07' }],
    ['June 4, 2019 at 12:05:07 AM UTC', '2019-06-12', { day: '2019-06-04', time: '00:05:07' }],
    ['March 9, 2019 at 14:51:24', '2019-03-20', { day: '2019-03-09', time: '14:51:24' }],
  ])('reads "%s"', (text, roundDate, expected) => {
    expect(parseTieBreak(text, roundDate)).toEqual(expected);
  });

  it('takes the round’s year when IRCC left it out, or the year before when that day is after the round', () => {
    expect(parseTieBreak('October 7 at 16:38:21 UTC', '2021-10-27')).toEqual({
      day: '2021-10-07',
      time: '16:38:21',
    });
    expect(parseTieBreak('December 30 at 10:00:00 UTC', '2022-01-05')).toEqual({
      day: '2021-12-30',
      time: '10:00:00',
    });
  });

  it('answers null for what is not a tie-break, so the page shows IRCC’s words', () => {
    expect(parseTieBreak('to be announced', '2026-08-19')).toBeNull();
    expect(parseTieBreak('Smarch 1, 2026 at 18:34:05 UTC', '2026-08-19')).toBeNull();
    expect(parseTieBreak('February 30, 2026 at 18:34:05 UTC', '2026-08-19')).toBeNull();
    expect(parseTieBreak('March 1, 2026 at 25:34:05 UTC', '2026-08-19')).toBeNull();
  });
});
