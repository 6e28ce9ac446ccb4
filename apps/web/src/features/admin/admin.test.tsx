import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '#shared/stores/session.store.ts';
import { useSettingsStore } from '#shared/stores/settings.store.ts';
import { stubApi } from '#test/fake-api.ts';
import { TEST_USER } from '#test/fixtures.ts';
import { renderApp } from '#test/render-app.tsx';
import { ADMIN } from './content/test-support.ts';

beforeEach(() => {
  useSettingsStore.setState({ language: 'vi', isDrawerOpen: false });
  stubApi({});
});

describe('/admin', () => {
  it.each([
    ['a visitor', { token: '', user: null }],
    ['a member', { token: 'token', user: TEST_USER }],
  ])('shows %s the not-found page', async (_who, session) => {
    useSessionStore.setState(session);
    renderApp('/admin/news');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    expect(screen.queryByTestId('admin-console')).not.toBeInTheDocument();
  });

  it('opens the console for an admin, on the news section, with every section in the menu', async () => {
    useSessionStore.setState({ token: 'token', user: ADMIN });
    const { router } = renderApp('/admin');
    expect(await screen.findByTestId('admin-console')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('admin-nav-news')).toHaveAttribute('aria-current', 'page'));
    expect(router.state.location.pathname).toBe('/admin/news');
    expect(screen.getByTestId('admin-nav-members')).toHaveTextContent('Thành viên');
  });
});
