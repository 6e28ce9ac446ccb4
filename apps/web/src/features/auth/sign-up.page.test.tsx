import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '#test/fake-api.ts';
import { renderApp } from '#test/render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the sign-up form', () => {
  it("sends the contract's output: the e-mail lower-cased, the name and phone number trimmed", async () => {
    const calls = stubApi({ 'POST /api/auth/register': ok({ id: 'new-member' }) });
    renderApp('/sign-up');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), 'Mai.Nguyen@Example.COM');
    await user.type(screen.getByLabelText('Số điện thoại'), ' 0912345678 ');
    await user.type(screen.getByLabelText('Họ và tên'), '  Nguyễn Thị Mai  ');
    await user.type(screen.getByLabelText('Mật khẩu'), 'Trustno1#');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Đăng ký' }));

    await waitFor(() =>
      expect(calls.find((call) => call.url.pathname === '/api/auth/register')?.body).toEqual({
        email: 'mai.nguyen@example.com',
        phoneNumber: '0912345678',
        fullName: 'Nguyễn Thị Mai',
        password: 'Trustno1#',
        isAccepted: true,
      }),
    );
  });
});
