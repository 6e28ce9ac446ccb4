import type { Page } from '@playwright/test';
import { codeMailedTo } from './support/members.ts';
import { expect, test } from './support/test.ts';

// A real 1x1 PNG: the crop dialog draws it on a canvas.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function typeCode(page: Page, code: string) {
  await page.getByLabel(/Chữ số thứ 1|Digit 1/).click();
  await page.keyboard.type(code);
}

for (const language of ['vi', 'en'] as const) {
  test(`a visitor signs up, verifies the e-mail, edits the profile and avatar, changes and recovers the password (${language})`, async ({
    page,
  }) => {
    // The whole account journey: a dozen pages, four mailed codes and several password hashes.
    test.slow();
    const t =
      language === 'vi'
        ? {
            accountInfo: 'Thông tin tài khoản',
            deleteAccount: 'Xóa tài khoản',
            confirmDelete: 'Xóa vĩnh viễn',
            edit: 'Chỉnh sửa',
            address: 'Địa chỉ',
            changeAvatar: 'Đổi ảnh đại diện',
            useAvatar: 'Dùng ảnh này',
            save: 'Lưu',
            avatarAlt: 'Ảnh đại diện',
            changePassword: 'Đổi mật khẩu',
            currentPassword: 'Mật khẩu hiện tại',
            signUp: 'Đăng ký',
            email: 'E-mail',
            phone: 'Số điện thoại',
            name: 'Họ và tên',
            password: 'Mật khẩu',
            newPassword: 'Mật khẩu mới',
            confirm: 'Nhập lại mật khẩu mới',
            next: 'Đăng nhập ngay',
            identifier: 'E-mail hoặc số điện thoại',
            signIn: 'Đăng nhập',
            verify: 'Xác thực',
            logout: 'Đăng xuất',
            forgot: 'Quên mật khẩu?',
            sendCode: 'Gửi mã',
            reset: 'Đặt lại mật khẩu',
            confirmEmail: 'Xác nhận e-mail mới',
            terms: /Tôi đồng ý/,
          }
        : {
            accountInfo: 'Account Info',
            deleteAccount: 'Delete my account',
            confirmDelete: 'Delete for good',
            edit: 'Edit',
            address: 'Address',
            changeAvatar: 'Change picture',
            useAvatar: 'Use this picture',
            save: 'Save',
            avatarAlt: 'Profile picture',
            changePassword: 'Change password',
            currentPassword: 'Current password',
            signUp: 'Sign up',
            email: 'E-mail',
            phone: 'Phone number',
            name: 'Full name',
            password: 'Password',
            newPassword: 'New password',
            confirm: 'Confirm the new password',
            next: 'Sign in now',
            identifier: 'E-mail or phone number',
            signIn: 'Sign in',
            verify: 'Verify',
            logout: 'Logout',
            forgot: 'Forgot your password?',
            sendCode: 'Send the code',
            reset: 'Reset password',
            confirmEmail: 'Confirm the new e-mail',
            terms: /I accept/,
          };
    let email = `e2e-${language}-${Date.now()}@example.com`;
    const phone = `09${String(Date.now()).slice(-8)}`;

    await page.goto('/');
    if (language === 'en') await page.getByTestId('lang-en').click();
    await page.goto('/sign-up');
    await page.getByLabel(t.email).fill(email);
    await page.getByLabel(t.phone).fill(phone);
    await page.getByLabel(t.name).fill('Nguyễn Thị Lan');
    await page.getByLabel(t.password, { exact: true }).fill('Weak');
    await page.getByRole('button', { name: t.signUp }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await page.getByLabel(t.password, { exact: true }).fill('Maple2026!');
    await page.getByLabel(t.terms).check();
    await page.getByRole('button', { name: t.signUp }).click();
    await expect(page).toHaveURL(/\/after-sign-up$/);
    await page.getByRole('link', { name: t.next }).click();

    await page.getByLabel(t.identifier).fill(email.toUpperCase());
    await page.getByLabel(t.password, { exact: true }).fill('Maple2026!');
    await page.getByRole('button', { name: t.signIn, exact: true }).click();
    await expect(page).toHaveURL(/\/otp-input-login-verified$/);
    await typeCode(page, await codeMailedTo(page.request, email, 1));
    await page.getByRole('button', { name: t.verify }).click();
    await expect(page).toHaveURL(/\/$/);

    // Profile: edit, a new avatar through the crop dialog, save; then a new password.
    await page.getByTestId('account-menu').click();
    await page.getByRole('link', { name: t.accountInfo }).click();
    await expect(page).toHaveURL(/\/user-profile$/);
    await expect(page.getByLabel(t.name)).toBeDisabled();
    await page.getByRole('button', { name: t.edit }).click();
    await page.getByLabel(t.name).fill('Nguyễn Thị Lan Anh');
    await page.getByLabel(t.address).fill('Vancouver, BC');
    await page
      .getByLabel(t.changeAvatar)
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('dialog').getByRole('button', { name: t.useAvatar }).click();
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByLabel(t.name)).toBeDisabled();
    await expect(page.getByLabel(t.name)).toHaveValue('Nguyễn Thị Lan Anh');
    await expect(page.getByRole('img', { name: t.avatarAlt })).toHaveAttribute(
      'src',
      /^\/api\/images\/[a-f0-9]{32}\.webp$/,
    );

    // A new e-mail only waits for the code sent to it; confirmed, it is the account's (issue 18).
    const newEmail = `e2e-${language}-new-${Date.now()}@example.com`;
    await page.getByRole('button', { name: t.edit }).click();
    await page.getByLabel(t.email, { exact: true }).fill(newEmail);
    await page.getByRole('button', { name: t.save }).click();
    const pending = page.getByTestId('pending-email');
    await expect(pending).toContainText(newEmail);
    await expect(page.getByLabel(t.email, { exact: true })).toHaveValue(email);
    await typeCode(page, await codeMailedTo(page.request, newEmail, 1));
    await pending.getByRole('button', { name: t.confirmEmail }).click();
    await expect(pending).toBeHidden();
    await expect(page.getByLabel(t.email, { exact: true })).toHaveValue(newEmail);
    email = newEmail;

    await page.getByRole('link', { name: t.changePassword }).click();
    await page.getByLabel(t.currentPassword).fill('Maple2026!');
    await page.getByLabel(t.newPassword, { exact: true }).fill('Changed2026?');
    await page.getByLabel(t.confirm).fill('Changed2026?');
    await page.getByRole('button', { name: t.save }).click();
    await expect(page).toHaveURL(/\/user-profile$/);

    await page.getByTestId('account-menu').click();
    await page.getByRole('button', { name: t.logout }).click();
    await expect(page.getByTestId('login-link')).toBeVisible();
    await page.goto('/sign-in');
    await page.getByLabel(t.identifier).fill(email);
    await page.getByLabel(t.password, { exact: true }).fill('Changed2026?');
    await page.getByRole('button', { name: t.signIn, exact: true }).click();
    await expect(page.getByTestId('account-menu')).toBeVisible();
    await page.getByTestId('account-menu').click();
    await page.getByRole('button', { name: t.logout }).click();

    await page.goto('/sign-in');
    await page.getByRole('link', { name: t.forgot }).click();
    // The sign-in page's field is labelled "E-mail or phone": fill only once the new page is there.
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel(t.email, { exact: true }).fill(email);
    await page.getByRole('button', { name: t.sendCode }).click();
    await expect(page).toHaveURL(/\/otp-input$/);
    await typeCode(page, await codeMailedTo(page.request, email, 1));
    await page.getByRole('button', { name: t.verify }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
    // The code is verified, but only this tab holds its proof: the address alone resets nothing.
    const stolen = await page.request.post('/api/auth/reset-password', {
      data: { email, password: 'Stolen2026@', passwordConfirm: 'Stolen2026@' },
    });
    expect(stolen.status()).toBe(400);
    await page.getByLabel(t.newPassword, { exact: true }).fill('Reset2026@');
    await page.getByLabel(t.confirm).fill('Reset2026@');
    await page.getByRole('button', { name: t.reset }).click();
    await expect(page).toHaveURL(/\/sign-in$/);

    const withStolen = await page.request.post('/api/auth/login', {
      data: { loginIdentifier: email, password: 'Stolen2026@' },
    });
    expect(withStolen.status()).toBe(401);
    await page.getByLabel(t.identifier).fill(phone);
    await page.getByLabel(t.password, { exact: true }).fill('Reset2026@');
    await page.getByRole('button', { name: t.signIn, exact: true }).click();
    await expect(page.getByTestId('account-menu')).toBeVisible();

    // The member deletes the account; it can no longer sign in.
    await page.goto('/user-profile');
    await page.getByRole('button', { name: t.deleteAccount }).click();
    await page.getByLabel(t.password, { exact: true }).fill('Reset2026@');
    await page.getByRole('button', { name: t.confirmDelete }).click();
    await expect(page.getByTestId('login-link')).toBeVisible();
    const login = await page.request.post('/api/auth/login', {
      data: { loginIdentifier: email, password: 'Reset2026@' },
    });
    expect(login.status()).toBe(401);
  });
}
