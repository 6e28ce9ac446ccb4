import { type CandidateProfile, parseProfile, profileToAnswers, toSubmission } from '@maplebridge/crs';
import type { Page } from '@playwright/test';
import { expectAccessible, type Language, startIn } from './support/a11y.ts';
import { EXAMPLE_PROFILE } from './support/example-profile.ts';
import { newMember, signedInAs } from './support/members.ts';
import { expect, test } from './support/test.ts';

/** Issue 23, "Results people can keep": save, name, list, compare, share and delete, as a member would. */

const TEXT = {
  vi: {
    save: 'Lưu vào tài khoản',
    edit: 'Sửa câu trả lời',
    nameAndShare: 'Đặt tên và chia sẻ',
    rename: 'Đổi tên',
    renameDialog: 'Đặt tên cho kết quả',
    nameField: 'Tên kết quả',
    saveName: 'Lưu tên',
    name: 'Nếu có thêm IELTS 8',
    // Unnamed: when it was saved, to the minute.
    untitled: /^Kết quả lúc \d{2}:\d{2} \d{2}\/\d{2}\/\d{4}$/,
    completed: 'Đã hoàn thành',
    compareBox: (name: string) => `So sánh “${name}”`,
    compare: 'So sánh 2 kết quả',
    compareTitle: 'So sánh hai kết quả',
    sharedTitle: 'Kết quả được chia sẻ',
    preview: 'Điểm CRS',
    stopSharing: 'Ngừng chia sẻ',
    gone: 'Liên kết này không còn mở được',
    deleteOf: (name: string) => `Xoá “${name}”`,
    deleteDialog: 'Xoá kết quả này?',
    cancel: 'Hủy',
    confirmDelete: 'Xoá kết quả',
    deleted: 'Đã xoá kết quả',
  },
  en: {
    save: 'Save to my account',
    edit: 'Edit answers',
    nameAndShare: 'Name and share',
    rename: 'Rename',
    renameDialog: 'Name this result',
    nameField: 'Result name',
    saveName: 'Save name',
    name: 'With IELTS 8',
    untitled: /^Result of [A-Z][a-z]{2}\.? \d{1,2}, \d{4}, \d{1,2}:\d{2}\W+[ap]\.m\.$/,
    completed: 'Completed',
    compareBox: (name: string) => `Compare “${name}”`,
    compare: 'Compare 2 results',
    compareTitle: 'Compare two results',
    sharedTitle: 'Shared result',
    preview: 'CRS score',
    stopSharing: 'Stop sharing',
    gone: 'This link no longer works',
    deleteOf: (name: string) => `Delete “${name}”`,
    deleteDialog: 'Delete this result?',
    cancel: 'Cancel',
    confirmDelete: 'Delete result',
    deleted: 'Result deleted',
  },
} as const;

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const;

/** The example profile five years older: fewer points for age, the one line that differs. */
const OLDER: CandidateProfile = { ...EXAMPLE_PROFILE, age: EXAMPLE_PROFILE.age + 5 };

const submissionOf = (profile: CandidateProfile) => {
  const parsed = parseProfile(profile);
  if (!parsed.success) throw new Error('bad profile');
  return toSubmission(profileToAnswers(parsed.profile));
};

/** The quiz's result in this tab as the quiz leaves it (crs-tool-storage), scored by the server. */
async function openFreshResult(page: Page) {
  const answers = profileToAnswers(EXAMPLE_PROFILE);
  const scored = await page.request.post('/api/crs/calculate-score', { data: toSubmission(answers) });
  expect(scored.status()).toBe(200);
  const result = (await scored.json()).data;
  await page.addInitScript(
    (state) => {
      if (!sessionStorage.getItem('crs-tool-storage'))
        sessionStorage.setItem('crs-tool-storage', JSON.stringify({ state, version: 0 }));
    },
    { answers, work: null, result, savedId: null },
  );
  await page.goto('/crs-tool/result');
  return result.grandtotal as number;
}

for (const language of ['vi', 'en'] as const)
  for (const [device, viewport] of Object.entries(VIEWPORTS))
    test(`a member saves, names, compares, shares and deletes results (${language}, ${device})`, async ({
      page,
      browser,
    }) => {
      // Sign-up, three results, a comparison, a share and deletions: 1.3-1.4 min on CI's machine.
      test.slow();
      const text = TEXT[language];
      const isPhone = device === 'phone';
      await page.setViewportSize(viewport);
      await startIn(page, language as Language);
      const member = await newMember(page.request);
      await signedInAs(page, member);
      const fullName = String(member.user.fullName);
      // A phone has the system share sheet: it records what it was given.
      if (isPhone)
        await page.addInitScript(() => {
          Object.defineProperty(navigator, 'share', {
            value: async (data: ShareData) => {
              (window as unknown as { shared: ShareData[] }).shared = [
                ...((window as unknown as { shared?: ShareData[] }).shared ?? []),
                data,
              ];
            },
          });
        });
      else await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);

      // Save: the button says what it does; then the edit link and the way to name it appear.
      const score = await openFreshResult(page);
      await page.getByRole('button', { name: text.save }).click();
      await expect(page.getByTestId('save-result')).toBeDisabled();
      await expect(page.getByRole('link', { name: text.edit })).toHaveAttribute(
        'href',
        /\/crs-tool\/result\/edit\/[0-9a-f-]{36}$/,
      );
      await page.getByRole('link', { name: text.nameAndShare }).click();
      await expect(page.getByTestId('saved-result')).toBeVisible();
      // The saved result keeps what the fresh one shows.
      await expect(page.getByTestId('crs-advice')).toBeVisible();
      await expect(page.getByTestId('cut-off-badge')).toBeVisible();

      // Name it.
      await page.getByRole('button', { name: text.rename, exact: true }).click();
      const renameDialog = page.getByRole('dialog', { name: text.renameDialog });
      await renameDialog.getByLabel(text.nameField).fill(`  ${text.name}  `);
      await expectAccessible(page, 'the rename dialog', language);
      await renameDialog.getByRole('button', { name: text.saveName }).click();
      await expect(renameDialog).toBeHidden();
      await expect(page.getByTestId('saved-result-name')).toHaveText(text.name);
      // Scanned once the toasts have gone: one fading out has the contrast of half its colours.
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
      await expectAccessible(page, 'a saved result', language);

      // Share: one tap gives a link that names nothing of the member or the result.
      await page.getByTestId('share-result').click();
      const linkField = page.getByTestId('shared-link-url');
      await expect(linkField).toHaveValue(/\/crs-tool\/shared\/[\w-]{32}$/);
      const link = await linkField.inputValue();
      if (isPhone) {
        const shared = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
        expect(shared).toEqual([expect.objectContaining({ url: link })]);
      } else {
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
      }
      const resultId = page.url().split('/').pop() ?? '';
      for (const secret of [resultId, String(member.user.id), member.email])
        expect(link).not.toContain(secret);
      expect(link).not.toMatch(UUID);

      // Signed out, the link opens the shared result, read-only, with nothing of the member.
      const visitorContext = await browser.newContext({ viewport });
      const visitor = await visitorContext.newPage();
      await startIn(visitor, language);
      await visitor.goto(link);
      await expect(visitor.getByRole('heading', { level: 1, name: text.sharedTitle })).toBeVisible();
      await expect(visitor.getByTestId('grand-total')).toHaveText(String(score));
      await expect(visitor.getByTestId('card-core')).toBeVisible();
      await expect(visitor.getByTestId('save-result')).toHaveCount(0);
      const sharedText = await visitor.locator('main').innerText();
      for (const secret of [fullName, member.email, text.name, resultId])
        expect(sharedText).not.toContain(secret);
      await expectAccessible(visitor, 'a shared result', language);
      // What a chat app shows for the link: the score, nothing of whose it is.
      const head = await (await visitor.request.get(`${link}?lng=${language}`)).text();
      expect(head).toContain(`<meta property="og:title" content="${text.preview}: ${score}">`);
      expect(head).not.toContain(fullName);

      // A second result, older, to compare with.
      const second = await page.request.post('/api/crs/save-crs-result', {
        headers: { authorization: `Bearer ${member.token}` },
        data: { crsResultDetailDTO: submissionOf(OLDER) },
      });
      expect(second.status()).toBe(200);

      // The home list: names and dates, each test once, no ids.
      await page.goto('/');
      const cards = page.getByTestId('history-card');
      await expect(cards).toHaveCount(2);
      await expect(cards.getByTestId('history-name')).toHaveText([text.untitled, text.name]);
      await expect(cards.first()).toContainText(text.completed);
      await expect(page.getByTestId('crs-test')).toHaveCount(0);
      expect(await page.getByTestId('crs-history').innerText()).not.toMatch(UUID);
      await expectAccessible(page, 'the home history', language);

      // Compare the two: the age line and the totals differ, marked in words as well as colour.
      const untitled = (await cards.first().getByTestId('history-name').innerText()).trim();
      await page.getByRole('checkbox', { name: text.compareBox(untitled) }).check();
      await page.getByRole('checkbox', { name: text.compareBox(text.name) }).check();
      await page.getByRole('button', { name: text.compare }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.compareTitle })).toBeVisible();
      const differing = page.locator('[data-testid="compare-row"][data-differs="true"]');
      await expect(differing).toHaveCount(3);
      await expect(differing.first()).toHaveAttribute('data-factor', 'core.age');
      // A is the fresh result (saved first), B the older profile: fewer points.
      await expect(differing.first().getByTestId('difference')).toHaveAttribute('data-kind', 'lower');
      await expect(differing.first().getByTestId('difference')).toContainText('−');
      expect(await page.locator('main').innerText()).not.toMatch(UUID);
      const table = page.getByTestId('compare-table');
      const tableBox = await table.boundingBox();
      expect(tableBox?.width ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(viewport.width);
      await expectAccessible(page, 'the comparison', language);

      // Stop sharing: the old link is not found from then on.
      await page.goto(`/crs-tool/result/${resultId}`);
      await page.getByTestId('stop-sharing').click();
      await page.getByTestId('stop-sharing-button').click();
      await expect(page.getByTestId('shared-link')).toBeHidden();
      await visitor.goto(link);
      await expect(visitor.getByRole('heading', { name: text.gone })).toBeVisible();
      expect((await visitor.request.get(link)).status()).toBe(404);
      await visitorContext.close();

      // Delete the unnamed result, once confirmed; Cancel keeps it.
      await page.goto('/');
      await page.getByRole('button', { name: text.deleteOf(untitled) }).click();
      const deleteDialog = page.getByRole('dialog', { name: text.deleteDialog });
      await expect(deleteDialog).toContainText(untitled);
      await expectAccessible(page, 'the delete dialog', language);
      await deleteDialog.getByRole('button', { name: text.cancel }).click();
      await expect(cards).toHaveCount(2);
      await page.getByRole('button', { name: text.deleteOf(untitled) }).click();
      await deleteDialog.getByRole('button', { name: text.confirmDelete }).click();
      await expect(page.getByText(text.deleted)).toBeVisible();
      await expect(cards).toHaveCount(1);
      await expect(cards.getByTestId('history-name')).toHaveText(text.name);
    });
