import { MARRIED_APPLICANT } from '@maplebridge/crs/examples';
import { AdminConsolePage } from './pages/admin-console.page.ts';
import { savedScore, signIn, verifiedMember } from './support/members.ts';
import { E2E_ADMIN } from './support/staff.ts';
import { expect, test } from './support/test.ts';

const ADMIN = { email: E2E_ADMIN.email, password: E2E_ADMIN.password };

test('a member who opens the console sees the not-found page', async ({ page }) => {
  const member = await verifiedMember(page.request);
  await signIn(page, member);
  for (const path of ['/admin', '/admin/members', '/admin/draws']) {
    await page.goto(path);
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.getByTestId('admin-console')).toHaveCount(0);
  }
  // The API agrees: the console's data is for admins only.
  const login = await page.request.post('/api/auth/login', {
    data: { loginIdentifier: member.email, password: member.password },
  });
  const members = await page.request.get('/api/admin/members', {
    headers: { authorization: `Bearer ${(await login.json()).token}` },
  });
  expect(members.status()).toBe(403);
});

test('the admin adds a round below a member’s saved score, and the member sees the alert in the bell', async ({
  page,
  browser,
}) => {
  const member = await verifiedMember(page.request);
  const score = await savedScore(page.request, member, { ...MARRIED_APPLICANT, secondLanguage: null });
  // Four digits, far above IRCC's numbering, so reruns against one server never collide.
  const number = String(7000 + Math.floor(Math.random() * 2999));
  const lowestScore = score - 1;

  // A general round: the saved answers (no work step) do not rule it out. A category that invites by
  // occupation, such as trades, would not concern a member whose work is not known (issue 22).
  const round = {
    number,
    date: new Date().toISOString().slice(0, 10),
    name: 'No program specified',
    category: 'Chung (mọi chương trình)',
    invitations: 1250,
    lowestScore,
  };

  await signIn(page, ADMIN, '/admin/draws');
  const admin = new AdminConsolePage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Đợt mời (draw)' })).toBeVisible();
  const outcome = await admin.addDraw(round);
  expect(outcome).toMatch(/^1 đợt mời mới, 0 đợt đã có, [1-9][\d.]* thành viên được báo$/);
  await expect(page.getByText(`Đã thêm đợt mời #${number}.`)).toBeVisible();
  // The list is asked for again: the new round is there, newest first.
  await expect(page.getByTestId('draw-row').first().getByRole('rowheader')).toHaveText(`#${number}`);

  // The same number again is refused, said on the number field, which gets the focus.
  await admin.submitDraw(round);
  const numberField = admin.drawForm().getByLabel('Số đợt');
  await expect(admin.drawForm().getByText('Đợt mời (draw) có số này đã có.')).toBeVisible();
  await expect(numberField).toBeFocused();
  await expect(numberField).toHaveAttribute('aria-invalid', 'true');

  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signIn(memberPage, member);
  await memberPage.getByTestId('notification-bell').click();
  const alert = memberPage
    .getByTestId('notification-item')
    .filter({ hasText: `Đợt mời #${number} (tất cả chương trình): điểm tối thiểu được mời ${lowestScore}` });
  await expect(alert).toHaveCount(1);
  await expect(alert).toContainText(`Kết quả bạn lưu gần nhất được ${score} điểm CRS`);
  await memberContext.close();
});

test('the admin deactivates a member, who then cannot sign in; the audit log shows it', async ({
  page,
  browser,
}) => {
  const member = await verifiedMember(page.request);
  await signIn(page, ADMIN, '/admin/members');
  const admin = new AdminConsolePage(page);

  // The admin's own row cannot be deactivated or demoted.
  const self = await admin.findMember(ADMIN.email);
  await expect(self.getByRole('button', { name: 'Khóa tài khoản' })).toBeDisabled();
  await expect(self.getByRole('button', { name: 'Bỏ quyền quản trị' })).toBeDisabled();
  await expect(self.getByTestId('self-note')).toBeVisible();

  const row = await admin.findMember(member.email);
  await expect(row.getByTestId('member-active')).toHaveText('Đang hoạt động');
  await admin.confirmMemberAction(row, 'Khóa tài khoản');
  await expect(page.getByText('Đã khóa tài khoản của Trần Minh Khoa.')).toBeVisible();
  await expect(row.getByTestId('member-active')).toHaveText('Đã khóa');
  await expect(row.getByRole('button', { name: 'Mở lại tài khoản' })).toBeEnabled();

  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await memberPage.goto('/sign-in');
  await memberPage.getByLabel('E-mail hoặc số điện thoại').fill(member.email);
  await memberPage.getByLabel('Mật khẩu', { exact: true }).fill(member.password);
  await memberPage.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(memberPage.getByText('Đăng nhập không thành công')).toBeVisible();
  await expect(memberPage.getByText('Tên đăng nhập hoặc mật khẩu không đúng.')).toBeVisible();
  await expect(memberPage).toHaveURL(/\/sign-in$/);
  await memberContext.close();

  await admin.open('audit');
  await page.getByLabel('Khu vực').selectOption({ label: 'Thành viên' });
  const entry = page.getByTestId('audit-row').first();
  await expect(entry.getByTestId('audit-action')).toHaveText('Khóa hoặc mở lại tài khoản');
  await expect(entry).toContainText(ADMIN.email);
  await expect(entry).toContainText(/PUT \/api\/admin\/members\/[0-9a-f-]{36}\/active/);
});
