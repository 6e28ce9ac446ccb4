import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '#shared/stores/session.store.ts';
import { useSettingsStore } from '#shared/stores/settings.store.ts';
import { ok, stubApi } from '#test/fake-api.ts';
import { TEST_USER } from '#test/fixtures.ts';
import { renderApp } from '#test/render-app.tsx';

beforeEach(() => {
  useSettingsStore.setState({ language: 'vi' });
  useSessionStore.getState().signOut();
});
afterEach(() => vi.unstubAllGlobals());

describe('the account pages', () => {
  it('name the tab after the page and offer the language switch', async () => {
    renderApp('/sign-up');
    await screen.findByRole('heading', { name: 'Đăng ký tài khoản' });
    await waitFor(() => expect(document.title).toBe('Đăng ký tài khoản · MapleBridge'));
    await userEvent.setup().click(screen.getByTestId('lang-en'));
    expect(await screen.findByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Create an account · MapleBridge'));
  });

  it('show the password on request, saying whether it is shown', async () => {
    const user = userEvent.setup();
    renderApp('/sign-in');
    const password = await screen.findByLabelText('Mật khẩu');
    const toggle = screen.getByRole('button', { name: 'Hiện mật khẩu' });
    expect(password).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('pass the page to return to from sign-in to sign-up', async () => {
    renderApp('/sign-in?redirectTo=%2Fnews%3Fpage%3D2');
    const link = await screen.findByRole('link', { name: 'Đăng ký' });
    expect(link).toHaveAttribute('href', '/sign-up?redirectTo=%2Fnews%3Fpage%3D2');
  });

  it('send a member with an unverified e-mail to verify it, with no "signed in" toast, then back where they were', async () => {
    const unverified = { ...TEST_USER, isEmailVerified: false };
    stubApi({
      'POST /api/auth/login': { status: 200, token: 'token-1', reason: '' },
      'GET /api/users/jwt': ok(unverified),
      'POST /api/auth/verify-email': ok({ ...unverified, isEmailVerified: true }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/sign-in?redirectTo=%2Fcontact');
    await user.type(await screen.findByLabelText('E-mail hoặc số điện thoại'), 'an@example.com');
    await user.type(screen.getByLabelText('Mật khẩu'), 'Trustno1#');
    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/otp-input-login-verified'));
    expect(router.state.location.search).toBe('?redirectTo=%2Fcontact');
    expect(screen.queryByText('Đăng nhập thành công')).not.toBeInTheDocument();
    await user.click(await screen.findByLabelText('Chữ số thứ 1'));
    await user.keyboard('1234');
    await user.click(screen.getByRole('button', { name: 'Xác thực' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact'));
  });
});
