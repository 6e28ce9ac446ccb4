import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSettingsStore } from '#shared/stores/settings.store.ts';
import { stubApi } from '#test/fake-api.ts';
import { renderApp } from '#test/render-app.tsx';
import { resetToken } from './reset-token.ts';

/** The server's refusal of a new password, on the field it names (issue 18). */
const refused = (code: string, field: string) => ({
  status: 400,
  body: {
    status: 400,
    message: 'Refused',
    data: { code, fields: [{ field, code, message: `validation.${code.slice('auth.'.length)}` }] },
    actionName: null,
  },
});

afterEach(() => vi.unstubAllGlobals());

describe('the sign-up form', () => {
  const fillIn = async (password: string) => {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), 'mai@example.com');
    await user.type(screen.getByLabelText('Số điện thoại'), '0912345678');
    await user.type(screen.getByLabelText('Họ và tên'), 'Nguyễn Thị Mai');
    await user.type(screen.getByLabelText('Mật khẩu'), password);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Đăng ký' }));
  };

  it('takes # as the special character, and shows a common password refused by the server on the field', async () => {
    const calls = stubApi({ 'POST /api/auth/register': refused('auth.passwordCommon', 'body.password') });
    renderApp('/sign-up');
    await fillIn('Trustno1#');
    await waitFor(() =>
      expect(calls.filter((call) => call.url.pathname === '/api/auth/register')).toHaveLength(1),
    );
    const password = screen.getByLabelText('Mật khẩu');
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(/thuộc nhóm mật khẩu phổ biến nhất/);
  });

  it('says, before sending, that accented letters and spaces are not taken', async () => {
    const calls = stubApi({});
    renderApp('/sign-up');
    await fillIn('Mật khẩu1A!');
    expect(await screen.findByText(/chỉ gồm chữ cái không dấu/)).toBeInTheDocument();
    expect(calls.filter((call) => call.url.pathname === '/api/auth/register')).toEqual([]);
  });
});

describe('the reset-password form', () => {
  it.each([
    ['auth.passwordCommon', /one of the most common ones/],
    ['auth.passwordUnchanged', /must differ from your current one/],
  ])('shows %s on the new password and stays, so another can be chosen', async (code, message) => {
    useSettingsStore.setState({ language: 'en', forgotPasswordEmail: 'mai@example.com' });
    resetToken.save('proof-from-verify-otp');
    stubApi({ 'POST /api/auth/reset-password': refused(code, 'body.password') });
    const { router } = renderApp('/reset-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'Welcome1!');
    await user.type(screen.getByLabelText('Confirm the new password'), 'Welcome1!');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(message));
    expect(router.state.location.pathname).toBe('/reset-password');
    // The proof is kept for the next try: the server spent nothing.
    expect(resetToken.read()).toBe('proof-from-verify-otp');
  });
});
