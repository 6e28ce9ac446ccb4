import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '#shared/stores/session.store.ts';
import { useSettingsStore } from '#shared/stores/settings.store.ts';
import { ok, stubApi } from '#test/fake-api.ts';
import { renderApp } from '#test/render-app.tsx';
import { resetToken } from './reset-token.ts';

const PROOF = 'b'.repeat(43);

beforeEach(() => {
  useSettingsStore.setState({ language: 'vi', forgotPasswordEmail: 'an@example.com' });
  useSessionStore.setState({ token: '', user: null });
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('the reset proof (issue 18)', () => {
  it('keeps the proof verify-otp answers and sends it with the new password, then forgets it', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'POST /api/auth/verify-otp': ok({ resetToken: PROOF }),
      'POST /api/auth/reset-password': ok(null),
    });
    const { router } = renderApp('/otp-input');
    await user.click(await screen.findByLabelText('Chữ số thứ 1'));
    await user.keyboard('1234{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/reset-password'));
    expect(resetToken.read()).toBe(PROOF);

    await user.type(await screen.findByLabelText('Mật khẩu mới'), 'Reset2026@');
    await user.type(screen.getByLabelText('Nhập lại mật khẩu mới'), 'Reset2026@');
    await user.click(screen.getByRole('button', { name: 'Đặt lại mật khẩu' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    const reset = calls.find((call) => call.url.pathname === '/api/auth/reset-password');
    expect(reset?.body).toEqual({
      email: 'an@example.com',
      password: 'Reset2026@',
      passwordConfirm: 'Reset2026@',
      resetToken: PROOF,
    });
    expect(resetToken.read()).toBe('');
    expect(useSettingsStore.getState().forgotPasswordEmail).toBe('');
  });

  it('sends a visitor without a proof to the code page, and one without the e-mail to forgot-password', async () => {
    stubApi({});
    const { router, unmount } = renderApp('/reset-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/otp-input'));
    unmount();
    useSettingsStore.setState({ forgotPasswordEmail: '' });
    resetToken.save(PROOF);
    const second = renderApp('/reset-password');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/forgot-password'));
  });

  it('tells when code checks open again after a lock-out', async () => {
    const user = userEvent.setup();
    stubApi({
      'POST /api/auth/verify-otp': {
        status: 429,
        body: {
          status: 429,
          message: 'Too many wrong codes',
          data: { code: 'otp.locked', retryAfterSeconds: 3540 },
          actionName: 'auth.verifyOtp',
        },
      },
    });
    renderApp('/otp-input');
    await user.click(await screen.findByLabelText('Chữ số thứ 1'));
    await user.keyboard('1234{Enter}');
    expect(
      await screen.findByText(
        /mã xác thực tạm thời không được kiểm tra đến \d{2}:\d{2} \(khoảng 59 phút nữa\)/,
      ),
    ).toBeInTheDocument();
    expect(resetToken.read()).toBe('');
  });
});
