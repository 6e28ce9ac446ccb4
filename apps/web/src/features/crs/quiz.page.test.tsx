import { profileToAnswers, QUESTION_BANK } from '@maplebridge/crs';
import { MARRIED_APPLICANT } from '@maplebridge/crs/examples';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '#shared/stores/session.store.ts';
import { useSettingsStore } from '#shared/stores/settings.store.ts';
import { ok, stubApi } from '#test/fake-api.ts';
import { renderApp } from '#test/render-app.tsx';
import { useCrsToolStore } from './crs-tool.store.ts';

const inVietnamese = { language: 'vi', isDrawerOpen: false } as const;

beforeEach(() => {
  useSettingsStore.setState(inVietnamese);
  useSessionStore.setState({ token: '', user: null });
  useCrsToolStore.setState({ answers: {}, work: null, result: null, savedId: null });
  stubApi({ 'GET /api/crs/question-banks': ok(QUESTION_BANK) });
});
afterEach(() => vi.unstubAllGlobals());

/** The phone's sticky bar: its count, and its bar's value of its maximum. */
function phoneProgress() {
  const bar = screen.getByTestId('quiz-progress');
  const meter = within(bar).getByRole('progressbar', { name: 'Tiến độ trả lời' });
  return {
    count: within(bar).getByTestId('quiz-progress-count').textContent,
    value: `${meter.getAttribute('aria-valuenow')}/${meter.getAttribute('aria-valuemax')}`,
  };
}

describe('quiz progress', () => {
  it('counts the answered questions of those shown, on the phone bar and in the side panel', async () => {
    const user = userEvent.setup();
    renderApp('/crs-tool/quiz');
    await screen.findByTestId('question-1');
    expect(phoneProgress()).toEqual({ count: 'Đã trả lời 0/1 câu', value: '0/1' });

    await user.selectOptions(screen.getByTestId('question-1'), 'F');
    expect(phoneProgress()).toEqual({ count: 'Đã trả lời 1/2 câu', value: '1/2' });

    await user.selectOptions(screen.getByTestId('question-4'), 'K');
    expect(phoneProgress()).toEqual({ count: 'Đã trả lời 2/3 câu', value: '2/3' });
    expect(screen.getByTestId('running-progress-count')).toHaveTextContent('Đã trả lời 2/3 câu');
    expect(within(screen.getByTestId('quiz-progress')).getByTestId('quiz-progress-score')).toHaveTextContent(
      '—',
    );
  });

  it('says the count in English', async () => {
    useSettingsStore.setState({ ...inVietnamese, language: 'en' });
    const user = userEvent.setup();
    renderApp('/crs-tool/quiz');
    await user.selectOptions(await screen.findByTestId('question-1'), 'F');
    expect(screen.getByTestId('quiz-progress-count')).toHaveTextContent('1 of 2 answered');
  });
});

describe('sending the quiz with a question left', () => {
  it('marks the question, takes the keyboard to it and names it, without the calculation error', async () => {
    const user = userEvent.setup();
    renderApp('/crs-tool/quiz');
    await user.selectOptions(await screen.findByTestId('question-1'), 'F');
    await user.click(screen.getByTestId('quiz-submit'));

    const age = screen.getByTestId('question-4');
    expect(age).toHaveAttribute('aria-invalid', 'true');
    expect(age).toHaveFocus();
    expect(age).toHaveAccessibleDescription(/^Bạn chưa trả lời câu này\. /);
    expect(screen.getByRole('alert')).toHaveTextContent('Bạn chưa trả lời: Tuổi');
    expect(screen.getByTestId('question-1')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/Lỗi khi tính điểm CRS/)).not.toBeInTheDocument();

    // Answered, the mark and the message go; the question it reveals is not marked before a send.
    await user.selectOptions(age, 'K');
    expect(age).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByTestId('quiz-unanswered')).not.toBeInTheDocument();
    expect(screen.getByTestId('question-5')).not.toHaveAttribute('aria-invalid');
  });

  it('names every ability left in a score block, in English', async () => {
    useSettingsStore.setState({ ...inVietnamese, language: 'en' });
    const answers = profileToAnswers(MARRIED_APPLICANT);
    const { 10: _speaking, 11: _listening, ...withoutTwo } = answers;
    useCrsToolStore.setState({ answers: withoutTwo });
    const user = userEvent.setup();
    renderApp({ pathname: '/crs-tool/quiz', state: { resume: true } });
    await user.click(await screen.findByTestId('quiz-submit'));

    expect(screen.getByTestId('quiz-unanswered')).toHaveTextContent(
      'Not answered yet: Speaking (first test) and Listening (first test)',
    );
    expect(screen.getByTestId('question-10')).toHaveFocus();
    expect(screen.getByTestId('question-11')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('question-12')).not.toHaveAttribute('aria-invalid');
  });
});

it("names the spouse's language test block as the spouse's", async () => {
  useCrsToolStore.setState({ answers: profileToAnswers(MARRIED_APPLICANT) });
  renderApp({ pathname: '/crs-tool/quiz', state: { resume: true } });
  const block = await screen.findByRole('group', { name: 'Bài thi ngôn ngữ của vợ/chồng' });
  expect(within(block).getByTestId('question-29')).toBeInTheDocument();
  expect(screen.getAllByRole('group', { name: 'Điểm bài thi của bạn' })[0]).toContainElement(
    screen.getByTestId('question-10'),
  );
});
