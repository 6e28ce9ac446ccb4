import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '#shared/stores/session.store.ts';
import { useSettingsStore } from '#shared/stores/settings.store.ts';
import { stubApi } from '#test/fake-api.ts';
import { TEST_USER } from '#test/fixtures.ts';
import { renderApp } from '#test/render-app.tsx';

const RESULT_ID = '6f1d3c1e-1b2a-4c3d-8e9f-0a1b2c3d4e5f';
const refused = {
  status: 401,
  body: { status: 401, message: 'Unauthorized', data: { code: 'auth.unauthorized' }, actionName: null },
};

beforeEach(() => {
  useSessionStore.setState({ token: 'expired-token', user: TEST_USER, expiredAt: null });
});
afterEach(() => vi.unstubAllGlobals());

describe('a session the server refuses', () => {
  for (const [language, title] of [
    ['vi', 'Phiên đăng nhập đã hết hạn'],
    ['en', 'Your session has expired'],
  ] as const) {
    it(`signs the member out once, says so and sends them to sign in, remembering the page (${language})`, async () => {
      useSettingsStore.setState({ language, isDrawerOpen: false });
      // Every member call fails the same way: the saved result, the bell, the history.
      stubApi(
        Object.fromEntries(
          [
            `GET /api/crs/crs-result/${RESULT_ID}`,
            'GET /api/notifications',
            'GET /api/notifications/unread-count',
            'POST /api/crs/last-5-crs-results',
          ].map((route) => [route, refused]),
        ),
      );
      const { router } = renderApp(`/crs-tool/result/${RESULT_ID}`);

      await waitFor(() =>
        expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
          `/sign-in?redirectTo=${encodeURIComponent(`/crs-tool/result/${RESULT_ID}`)}`,
        ),
      );
      expect(await screen.findByText(title)).toBeInTheDocument();
      expect(screen.getAllByText(title)).toHaveLength(1);
      expect(useSessionStore.getState()).toMatchObject({ token: '', user: null });
    });
  }

  it('does not end a session for a wrong password typed by a visitor', async () => {
    useSessionStore.setState({ token: '', user: null });
    stubApi({ 'POST /api/auth/login': refused });
    const { apiRequest } = await import('#shared/api/api-client.ts');
    await expect(apiRequest('/auth/login', { method: 'POST', body: {} })).rejects.toThrow();
    expect(useSessionStore.getState().expiredAt).toBeNull();
  });

  it('ends it once when calls with the old token come back after a new sign-in', async () => {
    stubApi({ 'GET /api/users/me/export': refused });
    const { apiRequest } = await import('#shared/api/api-client.ts');
    const late = apiRequest('/users/me/export', { token: 'old-token' });
    await expect(late).rejects.toThrow();
    expect(useSessionStore.getState()).toMatchObject({ token: 'expired-token', expiredAt: null });
  });
});
