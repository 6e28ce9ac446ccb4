import type { Draw, DrawCutOff } from '@maplebridge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '#shared/stores/session.store.ts';
import { useSettingsStore } from '#shared/stores/settings.store.ts';
import { type ApiCall, ok, stubApi } from '#test/fake-api.ts';
import { marriedCalculation, TEST_USER } from '#test/fixtures.ts';
import { renderApp } from '#test/render-app.tsx';
import { useCrsToolStore } from '../crs-tool.store.ts';

const ROUNDS: Draw[] = [
  {
    number: '437',
    date: '2026-08-19',
    name: 'French-Language proficiency 2026-Version 2',
    category: 'french',
    programs: 'Federal Skilled Worker Program, Canadian Experience Class and Federal Skilled Trades Program',
    invitations: 5000,
    lowestScore: 382,
    tieBreak: 'March 1, 2026 at 18:34:05 UTC',
  },
  {
    number: '436',
    date: '2026-08-18',
    name: 'Canadian Experience Class',
    category: 'cec',
    programs: 'Canadian Experience Class',
    invitations: 3000,
    lowestScore: 523,
    tieBreak: null,
  },
  {
    number: '420',
    date: '2026-06-02',
    name: 'French-Language proficiency 2026-Version 2',
    category: 'french',
    programs: 'Federal Skilled Worker Program, Canadian Experience Class and Federal Skilled Trades Program',
    invitations: 4500,
    lowestScore: 399,
    tieBreak: 'May 20, 2026 at 10:00:00 UTC',
  },
];
const CUT_OFFS: DrawCutOff[] = ROUNDS.map(({ number, date, category, invitations, lowestScore }) => ({
  number,
  date,
  category,
  invitations,
  lowestScore,
})).reverse();

/** The API: every cut-off, and the rounds' pages filtered by category as the server does. */
function stubRounds(extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/draws/cut-offs': ok({ items: CUT_OFFS }),
    'GET /api/draws': (call: ApiCall) => {
      const category = call.url.searchParams.get('category');
      const items = ROUNDS.filter((round) => !category || round.category === category);
      return ok({ items, hasNextPage: false, currentPage: 1, latestCutOff: ROUNDS[1] });
    },
    ...extra,
  });
}

const chart = () => screen.findByRole('img', { name: /^Biểu đồ điểm tối thiểu được mời theo thời gian/ });
const rows = () => screen.getAllByTestId('round-row');

beforeEach(() => {
  // Only the clock: the rounds above are in "the past 2 years", the default period.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-28T04:00:00Z'));
  useSettingsStore.setState({ language: 'vi', isDrawerOpen: false });
  useSessionStore.setState({ token: '', user: null });
  useCrsToolStore.setState({ answers: {}, result: null, savedId: null });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/crs-tool/draws', () => {
  it('shows the cut-offs as a chart named by its summary, and the rounds in a table in Vietnamese formats', async () => {
    stubRounds();
    renderApp('/crs-tool/draws');
    await screen.findByRole('heading', { level: 1, name: 'Các đợt mời (draw) của Express Entry' });
    expect((await chart()).getAttribute('aria-label')).toBe(
      'Biểu đồ điểm tối thiểu được mời theo thời gian: 3 đợt mời từ 02/06/2026 đến 19/08/2026. ' +
        'Diện Kinh nghiệm Canada (CEC): 1 đợt, điểm tối thiểu được mời từ 523 đến 523, gần nhất 523 ngày 18/08/2026. ' +
        'Thành thạo tiếng Pháp: 2 đợt, điểm tối thiểu được mời từ 382 đến 399, gần nhất 382 ngày 19/08/2026.',
    );
    expect(within(screen.getByTestId('rounds-legend')).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByTestId('newest-round')).toHaveTextContent('Đợt mời gần nhất: #437 ngày 19/08/2026.');
    await waitFor(() => expect(rows()).toHaveLength(3));
    const [first] = rows();
    expect(within(first as HTMLElement).getByRole('rowheader')).toHaveTextContent('#437');
    expect(first).toHaveTextContent('19/08/2026');
    expect(first).toHaveTextContent('5.000');
    expect(first).toHaveTextContent('01/03/2026 lúc 18:34:05 UTC');
    expect(rows()[1]).toHaveTextContent('Không công bố');
    expect(screen.queryByTestId('your-score-line')).not.toBeInTheDocument();
    expect(screen.getByTestId('your-score-note')).toHaveTextContent('Làm bài kiểm tra CRS');
  });

  it('filters the chart and the table by category and period, and keeps the filter in the address', async () => {
    const user = userEvent.setup();
    const calls = stubRounds();
    const { router } = renderApp('/crs-tool/draws');
    await chart();
    await user.selectOptions(screen.getByTestId('rounds-category'), 'french');
    expect(router.state.location.search).toBe('?category=french');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect((await chart()).getAttribute('aria-label')).not.toContain('CEC');
    const tableCall = calls.filter((call) => call.url.pathname === '/api/draws').at(-1);
    expect(tableCall?.url.searchParams.get('category')).toBe('french');
    expect(tableCall?.url.searchParams.get('from')).toBe('2024-11-28');

    await user.selectOptions(screen.getByTestId('rounds-period'), '1y');
    expect(router.state.location.search).toBe('?category=french&period=1y');
    await waitFor(() =>
      expect(
        calls
          .filter((call) => call.url.pathname === '/api/draws')
          .at(-1)
          ?.url.searchParams.get('from'),
      ).toBe('2025-11-28'),
    );
    // The cut-offs are read once: the chart filters them itself.
    expect(calls.filter((call) => call.url.pathname === '/api/draws/cut-offs')).toHaveLength(1);
  });

  it('draws the score of the quiz just taken as a line', async () => {
    stubRounds();
    useCrsToolStore.setState({ result: marriedCalculation({ grandtotal: 471 }) });
    renderApp('/crs-tool/draws');
    expect((await chart()).getAttribute('aria-label')).toContain('Đường ngang nét đứt là điểm của bạn: 471.');
    expect(screen.getByTestId('your-score-line')).toHaveTextContent('Điểm của bạn: 471');
    expect(screen.getByTestId('your-score-note')).toHaveTextContent(
      'từ bài kiểm tra bạn vừa làm (27/11/2026)',
    );
  });

  it('draws a signed-in member’s latest saved score, in English', async () => {
    useSettingsStore.setState({ language: 'en' });
    useSessionStore.setState({ token: 'token', user: TEST_USER });
    const saved = {
      ...marriedCalculation(),
      id: '2b1c0d9e-1d2a-4c3b-9e8f-0a1b2c3d4e5f',
      submissionDate: '2026-10-02T08:00:00.000Z',
      result: { grandtotal: 455 },
      currentResult: null,
    };
    stubRounds({ 'POST /api/crs/last-5-crs-results': ok([saved]) });
    renderApp('/crs-tool/draws');
    const named = await screen.findByRole('img', { name: /^Chart of the lowest score invited over time/ });
    await waitFor(() => expect(screen.getByTestId('your-score-line')).toHaveTextContent('Your score: 455'));
    expect(named.getAttribute('aria-label')).toContain('The dashed horizontal line is your score: 455.');
    expect(screen.getByTestId('your-score-note')).toHaveTextContent(
      'from the result you saved on October 2, 2026',
    );
    await waitFor(() => expect(rows()[0]).toHaveTextContent('March 1, 2026 at 18:34:05 UTC'));
    expect(rows()[0]).toHaveTextContent('5,000');
  });
});
