import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '#shared/stores/session.store.ts';
import { ok, stubApi } from '#test/fake-api.ts';
import { TEST_USER } from '#test/fixtures.ts';
import { renderApp } from '#test/render-app.tsx';
import { signedInForEachTest } from '#test/session.ts';

const PENDING = { ...TEST_USER, pendingEmail: 'an.moi@example.com' };

signedInForEachTest(PENDING, 'en');

describe('a pending e-mail on the profile (issue 18)', () => {
  it('shows the pending address and confirms it with the code', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /api/users/jwt': ok(PENDING),
      'POST /api/users/confirm-email-change': ok({
        ...TEST_USER,
        email: 'an.moi@example.com',
        pendingEmail: null,
      }),
    });
    renderApp('/user-profile');
    const panel = await screen.findByTestId('pending-email');
    expect(panel).toHaveTextContent('You asked to use an.moi@example.com');
    expect(panel).toHaveTextContent('your account keeps an@example.com');
    expect(screen.getByTestId('pending-email-hint')).toHaveTextContent(
      'Waiting for confirmation: an.moi@example.com',
    );
    await user.click(within(panel).getByLabelText('Digit 1'));
    await user.keyboard('4321');
    await user.click(within(panel).getByRole('button', { name: 'Confirm the new e-mail' }));
    await waitFor(() => expect(screen.queryByTestId('pending-email')).not.toBeInTheDocument());
    expect(calls.find((call) => call.url.pathname === '/api/users/confirm-email-change')?.body).toEqual({
      otp: '4321',
    });
    expect(useSessionStore.getState().user?.email).toBe('an.moi@example.com');
    expect(screen.getByLabelText('E-mail')).toHaveValue('an.moi@example.com');
  });

  it('cancels the change', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/users/jwt': ok(PENDING),
      'POST /api/users/cancel-email-change': ok(TEST_USER),
    });
    renderApp('/user-profile');
    const panel = await screen.findByTestId('pending-email');
    await user.click(within(panel).getByRole('button', { name: 'Cancel the change' }));
    await waitFor(() => expect(screen.queryByTestId('pending-email')).not.toBeInTheDocument());
    expect(useSessionStore.getState().user?.pendingEmail).toBeNull();
  });

  it('shows no panel without a pending e-mail', async () => {
    useSessionStore.setState({ token: 'token', user: TEST_USER });
    stubApi({ 'GET /api/users/jwt': ok(TEST_USER) });
    renderApp('/user-profile');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByTestId('pending-email')).not.toBeInTheDocument();
  });
});
