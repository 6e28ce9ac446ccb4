import { QUESTION_BANK } from '@maplebridge/crs';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '#shared/stores/session.store.ts';
import { useSettingsStore } from '#shared/stores/settings.store.ts';
import { ok, stubApi } from '#test/fake-api.ts';
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
