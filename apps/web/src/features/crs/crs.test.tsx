import type { CrsCalculation, SavedCrsResult } from '@maplebridge/contracts';
import { parseProfile, profileToAnswers, QUESTION_BANK, scoreProfile, toSubmission } from '@maplebridge/crs';
import { MARRIED_APPLICANT } from '@maplebridge/crs/examples';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '#shared/stores/session.store.ts';
import { useSettingsStore } from '#shared/stores/settings.store.ts';
import { ok, stubApi } from '#test/fake-api.ts';
import { TEST_USER } from '#test/fixtures.ts';
import { renderApp } from '#test/render-app.tsx';
import { useCrsToolStore } from './crs-tool.store.ts';

beforeEach(() => {
  useSettingsStore.setState({ language: 'vi', isDrawerOpen: false });
  useSessionStore.setState({ token: '', user: null });
  useCrsToolStore.setState({ answers: { 1: 'F' }, result: null, savedId: null });
  stubApi({ 'GET /api/crs/question-banks': ok(QUESTION_BANK) });
});
afterEach(() => vi.unstubAllGlobals());

describe('/crs-tool/quiz', () => {
  it('starts again at question 1 and reveals the next questions as they are answered', async () => {
    const user = userEvent.setup();
    renderApp('/crs-tool/quiz');
    const first = await screen.findByTestId('question-1');
    expect(first).toHaveValue('');
    expect(within(first).getByRole('option', { name: 'Chọn câu trả lời' })).toBeDisabled();
    expect(screen.queryByTestId('question-4')).not.toBeInTheDocument();
    await user.selectOptions(first, 'E');
    expect(screen.getByTestId('question-2')).toBeInTheDocument();
    expect(screen.queryByTestId('question-4')).not.toBeInTheDocument();
    await user.selectOptions(first, 'F');
    expect(screen.queryByTestId('question-2')).not.toBeInTheDocument();
    expect(screen.getByTestId('question-4')).toBeInTheDocument();
  });

  it('warns that without recent test results Express Entry is out of reach, and Clear starts over', async () => {
    const user = userEvent.setup();
    renderApp('/crs-tool/quiz');
    for (const [order, value] of [
      [1, 'F'],
      [4, 'K'],
      [5, 'E'],
      [6, 'B'],
      [8, 'B'],
    ] as const) {
      await user.selectOptions(await screen.findByTestId(`question-${order}`), value);
    }
    expect(screen.getByTestId('not-eligible')).toHaveTextContent(
      'Express Entry cần kết quả bài thi ngôn ngữ',
    );
    expect(screen.getByTestId('quiz-submit')).toBeDisabled();
    await user.click(screen.getByTestId('quiz-clear'));
    expect(screen.queryByTestId('not-eligible')).not.toBeInTheDocument();
    expect(screen.getByTestId('question-1')).toHaveValue('');
  });

  it('sends a visitor without a result back to the quiz', async () => {
    const { router } = renderApp('/crs-tool/result');
    await screen.findByTestId('question-1');
    expect(router.state.location.pathname).toBe('/crs-tool/quiz');
  });
});

describe('/crs-tool/more-information', () => {
  it('shows the points tables from the rules the calculator uses', async () => {
    renderApp('/crs-tool/more-information');
    const guide = await screen.findByTestId('crs-guide');
    expect(
      within(guide).getByRole('heading', { level: 1, name: 'Hướng dẫn tính điểm CRS' }),
    ).toBeInTheDocument();
    const ageRow = within(guide)
      .getAllByRole('row')
      .find((row) => row.textContent?.startsWith('29'));
    expect(ageRow).toHaveTextContent('29100110');
    const jobOffer = within(guide)
      .getByRole('rowheader', { name: /Lời mời làm việc/ })
      .closest('tr');
    expect(jobOffer).toHaveTextContent(/0$/);
  });
});

describe('home test list', () => {
  const parsed = parseProfile(MARRIED_APPLICANT);
  if (!parsed.success) throw new Error('bad profile');
  const score = scoreProfile(parsed.profile);
  const saved = {
    id: '0b6c7c1e-5b1f-4d55-9a53-2f4a9d0e8c11',
    fullName: TEST_USER.fullName,
    submissionDate: '2026-11-20T09:00:00.000Z',
    updatedTime: '2026-11-20T09:00:00.000Z',
    isSaved: true,
    answers: toSubmission(profileToAnswers(parsed.profile)),
    result: { ...score, ruleSet: { id: score.ruleSet.id, effectiveFrom: score.ruleSet.effectiveFrom } },
    currentResult: null,
    crsPoints: 0,
    recentDraws: [],
    verdict: { basis: 'none', round: null, isPassed: false },
    work: null,
    eligibility: null,
    eligibilityMoves: [],
  } as SavedCrsResult;

  beforeEach(() => {
    useSessionStore.setState({ token: 'token', user: TEST_USER });
    stubApi({
      'GET /api/crs/question-banks': ok(QUESTION_BANK),
      'POST /api/crs/last-5-crs-results': ok([saved]),
    });
  });

  it('lists the saved test as completed and the quiz being answered as incomplete, which continues where it was', async () => {
    useCrsToolStore.setState({ answers: { 1: 'F', 4: 'K' }, result: null, savedId: null });
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await waitFor(() => expect(screen.getAllByTestId('crs-test')).toHaveLength(2));
    const rows = screen.getAllByTestId('crs-test');
    expect(rows[0]).toHaveTextContent('Chưa hoàn thành');
    expect(rows[0]).toHaveTextContent('đã trả lời 2 câu');
    expect(rows[1]).toHaveTextContent('Đã hoàn thành');
    expect(rows[1]).toHaveTextContent('20/11/2026');
    expect(rows[1]).toHaveTextContent(`${score.grandtotal} điểm`);
    expect(screen.getByText(`Mã hồ sơ: ${TEST_USER.id}`)).toBeInTheDocument();

    await user.click(within(rows[0] as HTMLElement).getByRole('link', { name: 'Làm tiếp' }));
    expect(router.state.location.pathname).toBe('/crs-tool/quiz');
    expect(await screen.findByTestId('question-4')).toHaveValue('K');
  });

  it('shows a result scored but not sent as incomplete, linking to the result to save it', async () => {
    const result = { ...saved.result, submissionDate: '2026-11-22T08:00:00.000Z', grandtotal: 471 };
    useCrsToolStore.setState({ answers: {}, result: result as CrsCalculation, savedId: null });
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await waitFor(() => expect(screen.getAllByTestId('crs-test')).toHaveLength(2));
    const [unsaved] = screen.getAllByTestId('crs-test') as [HTMLElement];
    expect(unsaved).toHaveTextContent('Chưa hoàn thành');
    expect(unsaved).toHaveTextContent('Đã tính điểm ngày 22/11/2026, chưa lưu');
    expect(unsaved).toHaveTextContent('471 điểm');
    await user.click(within(unsaved).getByRole('link', { name: 'Xem và lưu' }));
    expect(router.state.location.pathname).toBe('/crs-tool/result');
  });
});
