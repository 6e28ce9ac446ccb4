import type {
  CrsCalculation,
  DrawComparison,
  EligibilityAnswerDto,
  Occupation,
} from '@maplebridge/contracts';
import { QUESTION_BANK } from '@maplebridge/crs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSettingsStore } from '#shared/stores/settings.store.ts';
import { startAsVisitorWithMarriedAnswers } from '#test/crs-tool.ts';
import { type ApiCall, ok, stubApi } from '#test/fake-api.ts';
import { marriedCalculation } from '#test/fixtures.ts';
import { renderApp } from '#test/render-app.tsx';
import { useCrsToolStore } from './crs-tool.store.ts';

const engineer: Occupation = {
  code: '21231',
  titleVi: 'Kỹ sư phần mềm',
  titleEn: 'Software engineers and designers',
  teer: 1,
  programs: ['fsw', 'cec'],
  categories: ['2026-stem'],
};

const round = (number: string, category: DrawComparison['category'], lowestScore: number) => ({
  number,
  date: '2026-08-18',
  name: category,
  category,
  programs: '',
  invitations: 1000,
  lowestScore,
  tieBreak: null,
});

const program = (eligible: boolean, reasons: string[] = []) => ({ eligible, reasons });
const ELIGIBILITY: EligibilityAnswerDto = {
  asOf: '2026-11-27',
  checkedOn: '2026-11-25',
  programs: {
    fsw: {
      ...program(false, ['fsw.funds']),
      points: {
        language: 24,
        education: 21,
        experience: 11,
        age: 12,
        arrangedEmployment: 0,
        adaptability: 5,
        total: 73,
      },
      fundsRequiredCad: 19_001,
    },
    cec: program(true),
    fst: program(false, ['fst.notATrade']),
  },
  categories: [
    { id: '2026-stem', ...program(true) },
    { id: '2026-french-language-proficiency', ...program(false, ['category.frenchBelowNclc7']) },
  ],
};

beforeEach(() => startAsVisitorWithMarriedAnswers(null));
afterEach(() => vi.unstubAllGlobals());

describe('the quiz’s “Your work” step', () => {
  it('works out the CRS work years from the jobs and sends the work with the answers', async () => {
    const cec = round('436', 'cec', 523);
    const calls = stubApi({
      'GET /api/crs/question-banks': ok(QUESTION_BANK),
      'GET /api/occupations': ok({ items: [engineer] }),
      'POST /api/crs/calculate-score': (call: ApiCall) =>
        ok(
          marriedCalculation({
            work: (call.body as { work: CrsCalculation['work'] }).work,
            eligibility: ELIGIBILITY,
            recentDraws: [
              {
                ...cec,
                wouldBeInvited: false,
                access: { status: 'eligible', reasons: [] },
                earlierCutOffs: [],
              },
            ],
            verdict: { basis: 'eligible', round: cec, isPassed: false },
            crsPoints: 523,
            crsPointsRound: cec,
          }),
        ),
    });
    const user = userEvent.setup();
    const { router } = renderApp({ pathname: '/crs-tool/quiz', state: { resume: true } });

    // The married applicant said 1 year in Canada (B) and 3 abroad (D).
    expect(await screen.findByTestId('question-19')).toHaveValue('B');
    await user.click(await screen.findByTestId('work-open'));
    const step = screen.getByTestId('work-step');
    await user.type(within(step).getByRole('combobox', { name: 'Nghề nghiệp (NOC 2021)' }), 'kỹ sư phần mềm');
    await user.click(await within(step).findByRole('option', { name: /Kỹ sư phần mềm/ }));
    await user.selectOptions(within(step).getByTestId('work-where'), 'canada');
    await user.type(within(step).getByTestId('work-months'), '26');

    // 26 months in Canada: 2 full years (C); no job abroad any more: none (A). Both are the step's now.
    expect(screen.getByTestId('question-19')).toHaveValue('C');
    expect(screen.getByTestId('question-19')).toBeDisabled();
    expect(screen.getByTestId('question-20')).toHaveValue('A');
    expect(screen.getAllByText('Được tính từ phần công việc của bạn bên dưới.')).toHaveLength(2);

    await user.click(screen.getByTestId('quiz-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/crs-tool/result'));
    const sent = calls.find((call) => call.url.pathname === '/api/crs/calculate-score')?.body as {
      answers: unknown[];
      work: { experience: unknown[] };
    };
    expect(sent.work.experience).toEqual([
      {
        noc: '21231',
        inCanada: true,
        months: 26,
        endedMonthsAgo: 0,
        selfEmployed: false,
        whileFullTimeStudent: false,
      },
    ]);
    expect(sent.answers).toContainEqual(
      expect.objectContaining({ questionId: QUESTION_BANK[18]?.questionId, answerValue: 'C' }),
    );

    const programs = await screen.findByTestId('programs');
    expect(within(programs).getByTestId('program-cec')).toHaveAttribute('data-eligible', 'true');
    expect(within(programs).getByTestId('program-fsw')).toHaveTextContent('73 / 100');
    expect(within(programs).getByTestId('program-fsw')).toHaveTextContent(
      'Số tiền chứng minh tài chính thấp hơn mức cần cho số người trong gia đình bạn.',
    );
    expect(screen.getByTestId('cut-off-badge')).toHaveTextContent(
      '523 (Diện Kinh nghiệm Canada (CEC), đợt #436, 18/08/2026)',
    );
    expect(screen.getByTestId('category-2026-stem')).toHaveAttribute('data-eligible', 'true');
  }, 20_000);

  it('sends the spec’s bare answers when the step is skipped', async () => {
    const calls = stubApi({
      'GET /api/crs/question-banks': ok(QUESTION_BANK),
      'POST /api/crs/calculate-score': ok(marriedCalculation({})),
    });
    const user = userEvent.setup();
    renderApp({ pathname: '/crs-tool/quiz', state: { resume: true } });
    await user.click(await screen.findByTestId('quiz-submit'));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(Array.isArray(calls.find((call) => call.method === 'POST')?.body)).toBe(true);
  });
});

describe('/crs-tool/result verdict', () => {
  it('without the work step, compares only with rounds not ruled out and asks for the work', async () => {
    stubApi({ 'GET /api/crs/question-banks': ok(QUESTION_BANK) });
    const general = round('435', 'general', 510);
    const french = round('437', 'french', 382);
    useCrsToolStore.setState({
      result: marriedCalculation({
        recentDraws: [
          {
            ...french,
            wouldBeInvited: true,
            access: { status: 'notEligible', reasons: ['category.frenchBelowNclc7'] },
            earlierCutOffs: [{ number: '433', date: '2026-08-06', lowestScore: 391 }],
          },
          {
            ...general,
            wouldBeInvited: false,
            access: { status: 'unknown', reasons: ['round.workNotGiven'] },
            earlierCutOffs: [],
          },
        ],
        verdict: { basis: 'possible', round: general, isPassed: false },
      }),
    });
    useSettingsStore.setState({ language: 'en' });
    const user = userEvent.setup();
    const { router } = renderApp('/crs-tool/result');

    const badge = await screen.findByTestId('cut-off-badge');
    expect(badge).toHaveAttribute('data-basis', 'possible');
    expect(badge).toHaveTextContent('Compared with 510 (All programs, round #435');
    const frenchRow = screen.getByTestId('round-french');
    expect(frenchRow).toHaveTextContent('No');
    expect(frenchRow).toHaveTextContent('Not open to you');
    expect(frenchRow).toHaveTextContent('earlier: 391');
    expect(screen.getByTestId('round-general')).toHaveTextContent('Maybe');

    await user.click(
      within(screen.getByTestId('programs-unknown')).getByRole('link', { name: 'Add my work' }),
    );
    expect(router.state.location.pathname).toBe('/crs-tool/quiz');
    expect(await screen.findByTestId('question-19')).toHaveValue('B');
    // The step is open and brought into view, ready for the first job.
    expect(await screen.findByTestId('work-job')).toBeInTheDocument();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('says plainly when no program is open, with the closest path', async () => {
    stubApi({ 'GET /api/crs/question-banks': ok(QUESTION_BANK) });
    const closed = {
      ...ELIGIBILITY,
      programs: {
        fsw: { ...ELIGIBILITY.programs.fsw, eligible: false, reasons: ['fsw.noSkilledExperience'] },
        cec: program(false, ['cec.canadianExperienceUnder1Year']),
        fst: program(false, ['fst.notATrade']),
      },
    };
    useCrsToolStore.setState({
      result: marriedCalculation({
        eligibility: closed,
        eligibilityMoves: [
          { code: 'cec.moreMonths', details: { months: 8 }, isClosestPath: true },
          {
            code: 'funds.short',
            details: { program: 'fsw', amountCad: 4000, requiredCad: 19_001 },
            isClosestPath: false,
          },
        ],
      }),
    });
    renderApp('/crs-tool/result');
    const none = await screen.findByTestId('no-program');
    expect(none).toHaveTextContent('Hiện tại bạn chưa đủ điều kiện chương trình nào');
    expect(within(none).getByTestId('closest-path')).toHaveTextContent(
      'Con đường gần nhất: Thêm 8 tháng làm việc có tay nghề tại Canada là bạn đủ điều kiện CEC.',
    );
    expect(screen.getByTestId('cut-off-badge')).toHaveTextContent('Chưa đợt mời gần đây nào có thể mời bạn');
    expect(screen.getByTestId('eligibility-moves')).toHaveTextContent(
      'Bạn còn thiếu 4.000 CAD so với mức 19.001 CAD mà FSWP yêu cầu cho gia đình bạn.',
    );
  });
});
