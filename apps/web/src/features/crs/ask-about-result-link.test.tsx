import type { SavedCrsResult } from '@maplebridge/contracts';
import { profileToAnswers, QUESTION_BANK, scoreProfile, toSubmission } from '@maplebridge/crs';
import { MARRIED_APPLICANT } from '@maplebridge/crs/examples';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '#shared/stores/session.store.ts';
import { useSettingsStore } from '#shared/stores/settings.store.ts';
import { ok, stubApi } from '#test/fake-api.ts';
import { sseResponse } from '#test/fake-sse.ts';
import { marriedCalculation, TEST_USER } from '#test/fixtures.ts';
import { renderApp } from '#test/render-app.tsx';
import { useCrsToolStore } from './crs-tool.store.ts';

const score = scoreProfile(MARRIED_APPLICANT);
const answers = profileToAnswers(MARRIED_APPLICANT);
const RESULT = marriedCalculation();

beforeEach(() => {
  useSettingsStore.setState({ language: 'vi', isDrawerOpen: false });
  useSessionStore.setState({ token: '', user: null });
  useCrsToolStore.setState({ answers, work: null, result: RESULT, savedId: null });
  sessionStorage.removeItem('chat-asked-result');
});
afterEach(() => vi.unstubAllGlobals());

describe('"Ask the assistant about this result"', () => {
  it('opens the assistant from the result page with the answers in the history state, not the address', async () => {
    stubApi({ 'POST /api/chat': () => sseResponse([]) });
    const user = userEvent.setup();
    const { router } = renderApp('/crs-tool/result');
    await user.click(await screen.findByRole('link', { name: 'Hỏi trợ lý về kết quả này' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat-ai'));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByTestId('chat-result-chip')).toHaveTextContent(
      `Đang hỏi về kết quả CRS của bạn (${score.grandtotal} điểm)`,
    );
    expect(JSON.parse(sessionStorage.getItem('chat-asked-result') ?? 'null')).toEqual({
      answers: toSubmission(answers),
      score: score.grandtotal,
    });
  });

  it('carries a saved result, scored under the rules in force now (en)', async () => {
    useSettingsStore.setState({ language: 'en' });
    useSessionStore.setState({ token: 'token', user: TEST_USER });
    const saved = {
      id: '0b6c7c1e-5b1f-4d55-9a53-2f4a9d0e8c11',
      name: null,
      fullName: TEST_USER.fullName,
      submissionDate: '2026-11-20T09:00:00.000Z',
      updatedTime: '2026-11-20T09:00:00.000Z',
      isSaved: true,
      answers: toSubmission(answers),
      result: RESULT,
      currentResult: { ...RESULT, grandtotal: 480 },
      crsPoints: 0,
      advice: RESULT.advice,
      shareToken: null,
      recentDraws: [],
      verdict: { basis: 'none', round: null, isPassed: false },
      work: null,
      eligibility: null,
      eligibilityMoves: [],
    } as unknown as SavedCrsResult;
    stubApi({
      'GET /api/crs/question-banks': ok(QUESTION_BANK),
      [`GET /api/crs/crs-result/${saved.id}`]: ok(saved),
      'GET /api/notifications/user': ok({ items: [] }),
      'POST /api/chat': () => sseResponse([]),
    });
    const user = userEvent.setup();
    const { router } = renderApp(`/crs-tool/result/${saved.id}`);
    await user.click(await screen.findByRole('link', { name: 'Ask the assistant about this result' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat-ai'));
    expect(await screen.findByTestId('chat-result-chip')).toHaveTextContent(
      'Asking about your CRS result (480 points)',
    );
  });
});
