import { describe, expect, it } from 'vitest';
import { jobErrors, newJobDraft, toAmount, toWhole, toWorkDetails, toWorkForm } from './work-form.ts';

const emptyForm = () => toWorkForm(null);

describe('work form', () => {
  it('takes whole numbers in range only', () => {
    expect(toWhole('14', 1, 600)).toBe(14);
    expect(toWhole(' 7 ', 1, 600)).toBe(7);
    expect(toWhole('0', 1, 600)).toBeNull();
    expect(toWhole('601', 1, 600)).toBeNull();
    expect(toWhole('1.5', 1, 600)).toBeNull();
    expect(toWhole('-3', 0, 600)).toBeNull();
    expect(toWhole('', 0, 600)).toBeNull();
  });

  it('reads amounts grouped the Vietnamese or the Canadian way, and refuses decimals', () => {
    expect(toAmount('25000')).toBe(25_000);
    expect(toAmount('25.000')).toBe(25_000);
    expect(toAmount('25,000')).toBe(25_000);
    expect(toAmount('1 250 000')).toBe(1_250_000);
    expect(toAmount('25000.50')).toBeNull();
    expect(toAmount('25.00')).toBeNull();
    expect(toAmount('abc')).toBeNull();
    expect(toAmount('2000000000')).toBeNull();
  });

  it('is skipped while nothing is entered, and keeps only complete jobs', () => {
    expect(toWorkDetails(emptyForm())).toBeNull();
    const form = emptyForm();
    const [first] = form.jobs;
    if (!first) throw new Error('one empty job to start with');
    const jobs = [
      { ...first, noc: '21231', inCanada: true, months: '14' },
      { ...newJobDraft(), noc: '64200', months: '' },
      { ...newJobDraft(), noc: '72106', months: '30', isCurrent: false, endedMonthsAgo: '6' },
    ];
    expect(toWorkDetails({ ...form, jobs, settlementFundsCad: '16.000', familySize: '2' })).toEqual({
      experience: [
        {
          noc: '21231',
          inCanada: true,
          months: 14,
          endedMonthsAgo: 0,
          selfEmployed: false,
          whileFullTimeStudent: false,
        },
        {
          noc: '72106',
          inCanada: false,
          months: 30,
          endedMonthsAgo: 6,
          selfEmployed: false,
          whileFullTimeStudent: false,
        },
      ],
      jobOfferNoc: null,
      settlementFundsCad: 16_000,
      familySize: 2,
      authorizedToWorkInCanada: false,
      relativeInCanada: false,
      applicantStudiedInCanada: false,
      spouseStudiedInCanada: false,
    });
  });

  it('counts funds alone as a filled step (no work is an answer too)', () => {
    expect(toWorkDetails({ ...emptyForm(), settlementFundsCad: '5000' })?.experience).toEqual([]);
  });

  it('gives back the form of saved work', () => {
    const work = toWorkDetails({
      ...emptyForm(),
      jobs: [{ ...newJobDraft(), noc: '31301', months: '20', isCurrent: false, endedMonthsAgo: '3' }],
      jobOfferNoc: '31301',
      relativeInCanada: true,
    });
    const form = toWorkForm(work);
    expect(form.jobs).toMatchObject([{ noc: '31301', months: '20', isCurrent: false, endedMonthsAgo: '3' }]);
    expect(toWorkDetails(form)).toEqual(work);
  });

  it('names what is wrong in a job only once something was typed', () => {
    expect(jobErrors(newJobDraft())).toEqual({});
    expect(jobErrors({ ...newJobDraft(), months: '12' })).toEqual({ noc: 'crs.work.occupationRequired' });
    expect(jobErrors({ ...newJobDraft(), noc: '21231', months: '0' })).toEqual({
      months: 'crs.work.monthsInvalid',
    });
    expect(
      jobErrors({ ...newJobDraft(), noc: '21231', months: '12', isCurrent: false, endedMonthsAgo: 'x' }),
    ).toEqual({ endedMonthsAgo: 'crs.work.monthsInvalid' });
  });
});
