import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '#shared/stores/session.store.ts';
import { useSettingsStore } from '#shared/stores/settings.store.ts';
import { stubApi } from '#test/fake-api.ts';
import { TEST_USER } from '#test/fixtures.ts';
import { renderApp } from '#test/render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the change-password form', () => {
  it.each([
    [
      'vi',
      'auth.passwordUnchanged',
      'Mật khẩu hiện tại',
      'Mật khẩu mới',
      'Nhập lại mật khẩu mới',
      'Lưu',
      /phải khác mật khẩu hiện tại/,
    ],
    [
      'en',
      'auth.passwordCommon',
      'Current password',
      'New password',
      'Confirm the new password',
      'Save',
      /one of the most common ones/,
    ],
  ] as const)(
    '(%s) shows the server’s %s on the new password',
    async (language, code, current, next, confirm, save, message) => {
      useSettingsStore.setState({ language });
      useSessionStore.setState({ token: 'token', user: TEST_USER });
      stubApi({
        'POST /api/auth/change-password': {
          status: 400,
          body: {
            status: 400,
            message: 'Refused',
            data: {
              code,
              fields: [{ field: 'body.newPassword', code, message: `validation.${code.slice(5)}` }],
            },
            actionName: 'auth.changePassword',
          },
        },
      });
      renderApp('/user-profile/change-password');
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText(current), 'Maple2026!');
      await user.type(screen.getByLabelText(next), 'Maple2026!');
      await user.type(screen.getByLabelText(confirm), 'Maple2026!');
      await user.click(screen.getByRole('button', { name: save }));
      await waitFor(() => expect(screen.getByLabelText(next)).toHaveAccessibleDescription(message));
      expect(screen.getByLabelText(current)).not.toHaveAttribute('aria-invalid');
    },
  );
});
