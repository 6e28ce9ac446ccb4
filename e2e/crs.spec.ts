import { type CandidateProfile, parseProfile, profileToAnswers, scoreProfile } from '@maplebridge/crs';
import { MARRIED_APPLICANT } from '@maplebridge/crs/examples';
import { signIn, verifiedMember } from './support/members.ts';
import { expect, test } from './support/test.ts';

/** Married, the spouse comes along (the spouse questions appear); one official language. */
const MARRIED: CandidateProfile = { ...MARRIED_APPLICANT, secondLanguage: null };

for (const language of ['vi', 'en'] as const) {
  test(`a visitor takes the quiz as a married applicant and sees the engine's score, but cannot save (${language})`, async ({
    page,
  }) => {
    const parsed = parseProfile(MARRIED);
    if (!parsed.success) throw new Error('bad profile');
    const expected = scoreProfile(parsed.profile);
    const answers = profileToAnswers(parsed.profile);

    await page.goto('/');
    if (language === 'en') await page.getByTestId('lang-en').click();
    await page.goto('/crs-tool/quiz');
    await expect(page.getByTestId('question-1')).toBeVisible();
    await expect(page.getByTestId('question-4')).toHaveCount(0);

    for (let sortOrder = 1; sortOrder <= 32; sortOrder++) {
      const value = answers[sortOrder];
      if (value === undefined) continue;
      await page.getByTestId(`question-${sortOrder}`).selectOption(value);
      if (sortOrder === 1) await expect(page.getByTestId('question-2')).toBeVisible();
      if (sortOrder === 13) {
        // Another first test clears its scores; the original test brings the score boxes back empty.
        await page.getByTestId('question-9').selectOption('A');
        await expect(page.getByTestId('question-10')).toHaveValue('');
        await page.getByTestId('question-9').selectOption(answers[9] as string);
        for (const order of [10, 11, 12, 13])
          await page.getByTestId(`question-${order}`).selectOption(answers[order] as string);
      }
    }
    await expect(page.getByTestId('question-26')).toBeVisible();
    await expect(page.getByTestId('running-score')).toContainText(String(expected.grandtotal));
    await page.getByTestId('quiz-submit').click();

    await expect(page).toHaveURL(/\/crs-tool\/result$/);
    await expect(page.getByTestId('grand-total')).toHaveText(String(expected.grandtotal));
    await expect(page.getByTestId('total-core')).toHaveText(String(expected.core_factors));
    await expect(page.getByTestId('total-spouse')).toHaveText(String(expected.spouse_factors));
    await expect(page.getByTestId('total-skill')).toHaveText(String(expected.skill_factors));
    await expect(page.getByTestId('total-bonus')).toHaveText(String(expected.bonus_factors));
    await expect(page.getByTestId('cut-off-badge')).toContainText('#');
    await expect(page.getByTestId('crs-advice')).toBeVisible();

    // The printed result, details open, fits on two A4 pages.
    await page
      .getByRole('button', { name: language === 'vi' ? 'Chi tiết bài kiểm tra CRS' : 'CRS test details' })
      .click();
    const pdf = (await page.pdf({ format: 'A4', printBackground: true })).toString('latin1');
    const pages = pdf.match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(2);

    await page.getByTestId('save-result').click();
    await expect(
      page.getByText(
        language === 'vi' ? 'Bạn cần đăng nhập để lưu kết quả.' : 'Please sign in to save your result.',
      ),
    ).toBeVisible();
    await expect(page.getByTestId('save-result')).toBeEnabled();
  });
}

test('a member saves a result, finds it on the home page, opens it, edits one answer and sees the new score (vi)', async ({
  page,
}) => {
  const parsed = parseProfile(MARRIED);
  if (!parsed.success) throw new Error('bad profile');
  const answers = profileToAnswers(parsed.profile);
  const older = parseProfile({ ...MARRIED, age: 40 });
  if (!older.success) throw new Error('bad profile');
  const olderScore = scoreProfile(older.profile).grandtotal;

  const member = await verifiedMember(page.request);
  await signIn(page, member, '/crs-tool/quiz');
  for (let sortOrder = 1; sortOrder <= 32; sortOrder++) {
    const value = answers[sortOrder];
    if (value !== undefined) await page.getByTestId(`question-${sortOrder}`).selectOption(value);
  }
  await page.getByTestId('quiz-submit').click();
  await expect(page).toHaveURL(/\/crs-tool\/result$/);
  await page.getByTestId('save-result').click();
  await expect(page.getByText('Lưu thành công')).toBeVisible();
  await expect(page.getByTestId('save-result')).toBeDisabled();

  await page.goto('/');
  const card = page.getByTestId('history-card');
  await expect(card).toHaveCount(1);
  // A saved test is its card, marked completed; no second list repeats it.
  await expect(card).toContainText('Đã hoàn thành');
  await expect(page.getByTestId('crs-test')).toHaveCount(0);
  await expect(card).toContainText(String(scoreProfile(parsed.profile).grandtotal));
  await card.getByRole('link', { name: 'Chi tiết' }).click();
  await expect(page.getByTestId('grand-total')).toHaveText(String(scoreProfile(parsed.profile).grandtotal));

  await page.getByRole('link', { name: 'Sửa câu trả lời' }).click();
  await expect(page).toHaveURL(/\/crs-tool\/result\/edit\//);
  await page.getByTestId('question-4').selectOption(profileToAnswers(older.profile)[4] as string);
  await expect(page.getByTestId('running-score')).toContainText(String(olderScore));
  await page.getByTestId('quiz-submit').click();
  await expect(page).toHaveURL(/\/crs-tool\/result\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('grand-total')).toHaveText(String(olderScore));
});
