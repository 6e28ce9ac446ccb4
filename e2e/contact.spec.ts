import type { APIRequestContext } from '@playwright/test';
import { ContactPage } from './pages/contact.page.ts';
import { signIn, verifiedMember } from './support/members.ts';
import { adminSessionOfRun } from './support/staff.ts';
import { expect, test } from './support/test.ts';

/** The message with this reference as staff see it in the console API. */
async function storedMessage(request: APIRequestContext, reference: string) {
  const { token } = await adminSessionOfRun(request);
  const list = await request.get('/api/admin/contact-messages?status=all&PageSize=100', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(list.status()).toBe(200);
  const { data } = await list.json();
  return data.items.find((item: { reference: string }) => item.reference === reference) as
    | { fullName: string; email: string; message: string; street: string | null; userId: string | null }
    | undefined;
}

for (const language of ['vi', 'en'] as const) {
  test(`a visitor sees the errors, switches the map and sends a message with its reference (${language})`, async ({
    page,
  }) => {
    const contact = new ContactPage(page, language);
    await contact.goto();

    await contact.submit.click();
    await expect(contact.errorText('nameRequired')).toBeVisible();
    await expect(contact.errorText('invalidEmail')).toBeVisible();
    await expect(contact.errorText('messageRequired')).toBeVisible();
    await expect(contact.fullName).toBeFocused();
    await expect(contact.fullName).toHaveAttribute('aria-invalid', 'true');

    await expect(contact.office('ho-chi-minh-city')).toHaveAttribute('aria-pressed', 'true');
    await expect(contact.map).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps\?q=.+&output=embed$/);
    await contact.chooseOffice('vancouver');
    await expect(contact.office('ho-chi-minh-city')).toHaveAttribute('aria-pressed', 'false');
    await expect(contact.map).toHaveAttribute('src', /1055%20West%20Georgia%20Street/);
    await expect(contact.map).toHaveAttribute('title', contact.text.mapTitle('Vancouver'));
    await contact.chooseOffice('ha-noi');
    await expect(contact.map).toHaveAttribute('src', /Li%E1%BB%85u%20Giai/);
    await expect(contact.office('vancouver')).toHaveAttribute('aria-pressed', 'false');

    const email = `contact-${language}-${Date.now()}@example.com`;
    const message =
      language === 'vi'
        ? 'Mình muốn hỏi về thư mời nộp hồ sơ (ITA) sau đợt mời (draw) gần nhất.'
        : 'I would like to ask about the Invitation to Apply after the latest draw.';
    await contact.fill({ fullName: 'Phạm Gia Bảo', email, street: '1 Yonge Street', message: 'draft' });
    // The draft outlives a reload in the same tab.
    await page.reload();
    await expect(contact.message).toHaveValue('draft');
    await expect(contact.email).toHaveValue(email);
    await contact.message.fill(message);
    await expect(contact.errorText('messageRequired')).toHaveCount(0);

    const reference = await contact.send();
    await expect(page.getByText(contact.text.success, { exact: true })).toBeVisible();
    await expect(contact.message).toHaveValue('');
    await expect(contact.fullName).toHaveValue('');
    await page.reload();
    await expect(contact.message).toHaveValue('');

    const stored = await storedMessage(page.request, reference);
    expect(stored).toMatchObject({
      fullName: 'Phạm Gia Bảo',
      email,
      message,
      street: '1 Yonge Street',
      userId: null,
    });
  });
}

test('a member finds their details filled in and their message linked to the account (vi)', async ({
  page,
}) => {
  const member = await verifiedMember(page.request);
  await signIn(page, member, '/contact');
  const contact = new ContactPage(page, 'vi');
  await expect(contact.fullName).toHaveValue('Trần Minh Khoa');
  await expect(contact.email).toHaveValue(member.email);
  await expect(contact.phone).toHaveValue(/^07\d{8}$/);

  await contact.fill({ message: 'Mình cần hỗ trợ cập nhật hồ sơ Express Entry.' });
  const reference = await contact.send();
  await expect(contact.message).toHaveValue('');
  await expect(contact.fullName).toHaveValue('Trần Minh Khoa');

  const stored = await storedMessage(page.request, reference);
  expect(stored?.email).toBe(member.email);
  expect(stored?.userId).toEqual(expect.any(String));
});

for (const language of ['vi', 'en'] as const) {
  test(`on a phone the chosen office's map opens right under it, and the reference code stays on one line (${language})`, async ({
    page,
  }) => {
    const contact = new ContactPage(page, language);
    // The header's language switch is in the phone menu below 768 px: choose it first, then narrow.
    await contact.goto();
    await page.setViewportSize({ width: 390, height: 844 });
    await contact.chooseOffice('montreal');
    const office = contact.office('montreal');
    const officeBox = await office.boundingBox();
    const mapBox = await contact.map.boundingBox();
    if (!officeBox || !mapBox) throw new Error('office or map not laid out');
    // Right below the button, not after the other offices.
    expect(mapBox.y).toBeGreaterThan(officeBox.y + officeBox.height - 1);
    expect(mapBox.y - (officeBox.y + officeBox.height)).toBeLessThan(40);
    await office.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`contact-map-${language}-390.png`) });

    await contact.fill({
      fullName: 'Phạm Gia Bảo',
      email: `phone-${language}-${Date.now()}@example.com`,
      street: '',
      message: language === 'vi' ? 'Cho mình hỏi về đợt mời.' : 'A question about the rounds.',
    });
    await contact.send();
    const reference = page.getByTestId('support-reference');
    const lines = await reference.evaluate((element) => element.getClientRects().length);
    expect(lines).toBe(1);
    await reference.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`contact-reference-${language}-390.png`) });
  });
}
