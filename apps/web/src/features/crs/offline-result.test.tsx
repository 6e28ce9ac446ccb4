import { profileToAnswers, QUESTION_BANK, scoreProfile } from '@maplebridge/crs';
import { MARRIED_APPLICANT } from '@maplebridge/crs/examples';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '#shared/stores/session.store.ts';
import { useSettingsStore } from '#shared/stores/settings.store.ts';
import { type ApiCall, ok, stubApi } from '#test/fake-api.ts';
import { marriedCalculation, TEST_USER } from '#test/fixtures.ts';
import { renderApp } from '#test/render-app.tsx';
import { useCrsToolStore } from './crs-tool.store.ts';

const ANSWERS = profileToAnswers(MARRIED_APPLICANT);
const SCORE = scoreProfile(MARRIED_APPLICANT).grandtotal;
const SAVED_ID = '3f2e1d0c-9b8a-4c7d-8e6f-5a4b3c2d1e0f';
/** The server's answer: the same score, compared with a round (the badge). */
const ONLINE = marriedCalculation({
  verdict: {
    basis: 'possible',
    isPassed: true,
    round: {
      number: '380',
      date: '2026-11-12',
      name: 'Canadian Experience Class',
      category: 'cec',
      programs: 'Canadian Experience Class',
      invitations: 3000,
      lowestScore: 400,
      tieBreak: null,
    },
  },
});

/** The browser's network, as `navigator.onLine` and its events tell the page. */
function setOnline(isOnline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(isOnline);
  act(() => {
    window.dispatchEvent(new Event(isOnline ? 'online' : 'offline'));
  });
}

let calls: ApiCall[];
beforeEach(() => {
  useSettingsStore.setState({ language: 'vi', isDrawerOpen: false });
  useSessionStore.setState({ token: 'token', user: TEST_USER });
  useCrsToolStore.getState().resetQuiz();
  calls = stubApi({
    'GET /api/crs/question-banks': ok(QUESTION_BANK),
    'POST /api/crs/calculate-score': ok(ONLINE),
    'POST /api/crs/save-crs-result': ok(SAVED_ID),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
const callsTo = (path: string) => calls.filter((call) => call.url.pathname === path);

describe('the quiz without a connection', { timeout: 20_000 }, () => {
  it('scores in the browser, says the rounds wait for the connection, then shows the server’s result once back', async () => {
    useCrsToolStore.setState({ answers: ANSWERS });
    renderApp({ pathname: '/crs-tool/quiz', state: { resume: true } });
    await screen.findByTestId('question-1');
    setOnline(false);
    await userEvent.setup().click(screen.getByTestId('quiz-submit'));

    expect(await screen.findByTestId('grand-total')).toHaveTextContent(String(SCORE));
    expect(await screen.findByTestId('offline-result')).toHaveTextContent('Tính ngay trên thiết bị của bạn');
    expect(screen.queryByTestId('cut-off-badge')).toBeNull();
    expect(callsTo('/api/crs/calculate-score')).toHaveLength(0);

    setOnline(true);
    expect(await screen.findByTestId('cut-off-badge')).toBeInTheDocument();
    expect(screen.queryByTestId('offline-result')).toBeNull();
    expect(screen.getByTestId('grand-total')).toHaveTextContent(String(SCORE));
    expect(callsTo('/api/crs/calculate-score')).toHaveLength(1);
    expect(useCrsToolStore.getState().isOffline).toBe(false);
  });

  it('keeps a save asked for offline and makes it once the connection is back, once', async () => {
    const { calculateOffline } = await import('./offline-calculation.ts');
    useCrsToolStore.setState({ answers: ANSWERS });
    useCrsToolStore.getState().showResult(calculateOffline(ANSWERS, null), true);
    setOnline(false);
    renderApp('/crs-tool/result');
    const save = await screen.findByTestId('save-result');
    await userEvent.setup().click(save);

    expect(save).toHaveTextContent('Sẽ lưu khi có mạng');
    expect(save).toBeDisabled();
    expect(await screen.findByTestId('save-pending')).toBeInTheDocument();
    expect(await screen.findByText('Bạn đang không có kết nối mạng')).toBeInTheDocument();
    expect(callsTo('/api/crs/save-crs-result')).toHaveLength(0);

    setOnline(true);
    await waitFor(() => expect(save).toHaveTextContent('Đã lưu'));
    expect(useCrsToolStore.getState()).toMatchObject({
      savedId: SAVED_ID,
      isSavePending: false,
      isOffline: false,
    });
    expect(callsTo('/api/crs/save-crs-result')).toHaveLength(1);
    expect(callsTo('/api/crs/save-crs-result')[0]?.body).toMatchObject({ work: null });
  });
});
