import { MARRIED_APPLICANT } from '@maplebridge/crs/examples';
import type { APIRequestContext } from '@playwright/test';
import { savedScore, signedInAs, signIn, verifiedMember } from './support/members.ts';
import { adminSessionOfRun } from './support/staff.ts';
import { expect, test } from './support/test.ts';

/** The stand-in of IRCC's rounds feed that the server imports from (playwright.config.ts). */
const FEED = process.env.MB_E2E_ROUNDS_FEED as string;

/** How many of the member's notifications are about round `number`. */
async function roundAlertsOf(
  request: APIRequestContext,
  member: { email: string; password: string },
  number: string,
) {
  const login = await request.post('/api/auth/login', {
    data: { loginIdentifier: member.email, password: member.password },
  });
  const inbox = await request.get('/api/notifications/user', {
    headers: { authorization: `Bearer ${(await login.json()).token}` },
  });
  const items: Array<{ title_VN: string }> = (await inbox.json()).data.items;
  return items.filter((item) => item.title_VN.includes(`#${number} `)).length;
}

test('a new round on IRCC’s feed arrives when staff run the import, and alerts the member whose score reaches it', async ({
  page,
  browser,
}) => {
  const nominee = await verifiedMember(page.request);
  const other = await verifiedMember(page.request);
  const cutOff = await savedScore(page.request, nominee, { ...MARRIED_APPLICANT, nomination: true });
  const otherScore = await savedScore(page.request, other, { ...MARRIED_APPLICANT, nomination: false });
  expect(otherScore).toBeLessThan(cutOff);

  // IRCC publishes a Provincial Nominee Program round whose lowest score is the nominee's score.
  // Four digits below the console spec's range, so reruns against one server never collide.
  const number = String(5000 + Math.floor(Math.random() * 2000));
  const published = await page.request.post(`${FEED}/rounds`, {
    data: {
      drawNumber: number,
      drawDate: new Date().toISOString().slice(0, 10),
      drawName: 'Provincial Nominee Program',
      drawSize: '1,050',
      drawCRS: String(cutOff),
      drawText2: 'Provincial Nominee Program',
      drawCutOff: 'November 26, 2026 at 10:00:00 UTC',
    },
  });
  expect(published.status()).toBe(204);

  await signedInAs(page, await adminSessionOfRun(page.request));
  await page.goto('/admin/draws');
  const panel = page.getByRole('region', { name: 'Tự động cập nhật đợt mời từ IRCC' });
  await expect(panel.getByTestId('sync-state')).toHaveText(/Đang bật|Đang thử lại/);
  await expect(panel).toContainText(`${FEED}/ee_rounds_123_en.json`);
  await panel.getByRole('button', { name: 'Chạy ngay' }).click();
  await expect(page.getByText('Đã cập nhật xong.')).toBeVisible();
  await expect(panel.getByTestId('sync-result')).toHaveText('Thành công 1 đợt mời (draw) mới.');
  await expect(panel.getByTestId('sync-state')).toHaveText('Đang bật');
  // The console's list is asked for again: the new round is in it (another spec's round of today may come first).
  await expect(
    page.getByTestId('draw-row').getByRole('rowheader', { name: `#${number}`, exact: true }),
  ).toHaveCount(1);

  // Everyone sees it in the public rounds list.
  const rounds = await (await page.request.get('/api/draws?category=pnp&PageSize=5')).json();
  expect(rounds.data.items[0]).toMatchObject({ number, category: 'pnp', lowestScore: cutOff });

  // The nominee sees the alert in the bell; the member below the cut-off gets none.
  const nomineeContext = await browser.newContext();
  const nomineePage = await nomineeContext.newPage();
  await signIn(nomineePage, nominee);
  await nomineePage.getByTestId('notification-bell').click();
  await expect(nomineePage.getByTestId('notification-item').filter({ hasText: `#${number} ` })).toHaveCount(
    1,
  );
  await nomineeContext.close();
  expect(await roundAlertsOf(page.request, other, number)).toBe(0);

  // Running it again finds nothing new and alerts no one twice.
  await panel.getByRole('button', { name: 'Chạy ngay' }).click();
  await expect(panel.getByTestId('sync-result')).toHaveText('Thành công Không có gì mới.');
  expect(await roundAlertsOf(page.request, nominee, number)).toBe(1);
});
