import { type CandidateProfile, profileToAnswers } from '@maplebridge/crs';
import { SINGLE_GRADUATE } from '@maplebridge/crs/examples';
import type { Page } from '@playwright/test';
import { signIn, verifiedMember } from './support/members.ts';
import { expect, test } from './support/test.ts';

const TEXT = {
  vi: { search: 'kỹ sư xây dựng', occupation: 'Nghề nghiệp (NOC 2021)', eligible: 'Đủ điều kiện' },
  en: { search: 'civil engineer', occupation: 'Occupation (NOC 2021)', eligible: 'Eligible' },
} as const;

async function answerQuiz(page: Page, profile: CandidateProfile) {
  const answers = profileToAnswers(profile);
  for (let sortOrder = 1; sortOrder <= 32; sortOrder++) {
    const value = answers[sortOrder];
    if (value !== undefined) await page.getByTestId(`question-${sortOrder}`).selectOption(value);
  }
}

const VIEWPORTS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
] as const;

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    for (const language of ['vi', 'en'] as const) {
      test(`a candidate skips the work step, is told which rounds are ruled out, then adds 14 months in Canada and sees CEC and STEM open (${language})`, async ({
        page,
      }) => {
        await page.goto('/');
        if (language === 'en') {
          // The header's switch is in the drawer on a phone; the setting is the same.
          await page.setViewportSize(VIEWPORTS[1].viewport);
          await page.getByTestId('lang-en').click();
          await page.setViewportSize(viewport);
        }
        await page.goto('/crs-tool/quiz');
        await answerQuiz(page, SINGLE_GRADUATE);
        await expect(page.getByTestId('work-step')).toBeVisible();
        await page.getByTestId('quiz-submit').click();

        // Skipped: no Canadian work and no French rule out CEC and the French rounds, whatever the score.
        await expect(page).toHaveURL(/\/crs-tool\/result$/);
        await expect(page.getByTestId('programs-unknown')).toBeVisible();
        await expect(page.getByTestId('cut-off-badge')).not.toHaveAttribute('data-basis', 'eligible');
        for (const ruledOut of ['cec', 'french', 'physicians']) {
          const row = page.getByTestId(`round-${ruledOut}`);
          if ((await row.count()) > 0) await expect(row).toHaveAttribute('data-access', 'notEligible');
        }

        // Back to the quiz with the answers kept and the step open: 14 months as a civil engineer in Canada.
        await page.getByTestId('add-work').click();
        await expect(page.getByTestId('question-19')).toHaveValue('A');
        const job = page.getByTestId('work-job').first();
        await job.getByRole('combobox', { name: TEXT[language].occupation }).fill(TEXT[language].search);
        await job.getByRole('option', { name: /21300/ }).click();
        await job.getByTestId('work-where').selectOption('canada');
        await job.getByTestId('work-months').fill('14');
        await page.getByTestId('work-funds').fill('20000');
        // One full year in Canada: the CRS answer follows the job (B) and is no longer the person's to set.
        await expect(page.getByTestId('question-19')).toHaveValue('B');
        await expect(page.getByTestId('question-19')).toBeDisabled();
        await page.getByTestId('quiz-submit').click();

        await expect(page).toHaveURL(/\/crs-tool\/result$/);
        await expect(page.getByTestId('program-cec')).toHaveAttribute('data-eligible', 'true');
        await expect(page.getByTestId('program-cec')).toContainText(TEXT[language].eligible);
        // FSW: 24 language + 23 master's + 9 (1 year) + 12 age + 0 + 10 (a year of work in Canada) = 78.
        await expect(page.getByTestId('fsw-total')).toHaveText('78 / 100');
        await expect(page.getByTestId('program-fsw')).toHaveAttribute('data-eligible', 'true');
        await expect(page.getByTestId('program-fst')).toHaveAttribute('data-eligible', 'false');
        await expect(page.getByTestId('category-2026-stem')).toHaveAttribute('data-eligible', 'true');
        await expect(page.getByTestId('category-2026-french-language-proficiency')).toHaveAttribute(
          'data-eligible',
          'false',
        );
        const cec = page.getByTestId('round-cec');
        if ((await cec.count()) > 0) {
          await expect(cec).toHaveAttribute('data-access', 'eligible');
          await expect(page.getByTestId('cut-off-badge')).toHaveAttribute('data-basis', 'eligible');
        }
        await expect(page.getByTestId('round-french')).not.toHaveAttribute('data-access', 'eligible');
      });
    }
  });
}

test('a member saves a result with the work step, finds its programs on the saved page, and edits the work (vi)', async ({
  page,
}) => {
  const member = await verifiedMember(page.request);
  await signIn(page, member, '/crs-tool/quiz');
  await answerQuiz(page, SINGLE_GRADUATE);
  await page.getByTestId('work-open').click();
  const job = page.getByTestId('work-job').first();
  await job.getByRole('combobox', { name: TEXT.vi.occupation }).fill(TEXT.vi.search);
  await job.getByRole('option', { name: /21300/ }).click();
  await job.getByTestId('work-where').selectOption('canada');
  await job.getByTestId('work-months').fill('14');
  await page.getByTestId('quiz-submit').click();
  await expect(page).toHaveURL(/\/crs-tool\/result$/);
  await page.getByTestId('save-result').click();
  await expect(page.getByTestId('save-result')).toBeDisabled();

  await page.goto('/');
  await page.getByTestId('history-card').getByRole('link', { name: 'Chi tiết' }).click();
  await expect(page.getByTestId('saved-result')).toBeVisible();
  await expect(page.getByTestId('program-cec')).toHaveAttribute('data-eligible', 'true');

  // Editing shows the saved job; 6 months is no longer a year in Canada, so CEC closes.
  await page.getByRole('link', { name: 'Sửa câu trả lời' }).click();
  const savedJob = page.getByTestId('work-job').first();
  await expect(savedJob.getByTestId('work-months')).toHaveValue('14');
  await savedJob.getByTestId('work-months').fill('6');
  await expect(page.getByTestId('question-19')).toHaveValue('A');
  await page.getByTestId('quiz-submit').click();
  await expect(page).toHaveURL(/\/crs-tool\/result\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('program-cec')).toHaveAttribute('data-eligible', 'false');
  await expect(page.getByTestId('program-cec')).toContainText('Thêm 6 tháng làm việc có tay nghề tại Canada');
});
