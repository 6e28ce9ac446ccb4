import type { Page } from '@playwright/test';
import { expectAccessible, type Language, startIn } from './support/a11y.ts';
import { expect, test } from './support/test.ts';

/** Issue 23, "Screens": the CRS guide, `/crs-tool/more-information`. */

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const;

const TEXT = {
  vi: {
    title: 'Hướng dẫn tính điểm CRS',
    max: 'tối đa 1.200 điểm',
    transfer: 'Yếu tố chuyển đổi kỹ năng (skill transferability)',
    french: 'Điểm tiếng Pháp',
    sibling: 'Anh chị em ruột tại Canada',
    raise: 'Cách tăng điểm',
    quiz: 'Làm bài kiểm tra',
  },
  en: {
    title: 'CRS score guide',
    max: 'up to 1,200 points',
    transfer: 'Skill transferability',
    french: 'French-language points',
    sibling: 'A brother or sister in Canada',
    raise: 'How to raise your score',
    quiz: 'Take the test',
  },
} as const;

/** A table cell that is too narrow: its words, how many lines they take, and whether any is cut. */
interface CellFit {
  text: string;
  words: number;
  lines: number;
  isCut: boolean;
}

/** Every cell of the guide's tables, measured as laid out now. */
function measureCells(page: Page): Promise<CellFit[]> {
  return page.getByTestId('crs-guide').evaluate((guide) =>
    Array.from(guide.querySelectorAll('table th, table td')).map((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      // A line box per line of text: their distinct tops count the lines.
      const tops = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
      const text = cell.textContent?.trim() ?? '';
      return {
        text,
        words: text.split(/\s+/).length,
        lines: tops.size,
        isCut: cell.scrollWidth > cell.clientWidth,
      };
    }),
  );
}

/** A picture for the person checking the layout. */
const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/guide/${name}.png`, fullPage: true });

// Each test opens its own page: spread them over both workers.
test.describe.configure({ mode: 'parallel' });

for (const language of ['vi', 'en'] as const satisfies Language[]) {
  const text = TEXT[language];

  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test(`the guide in ${language} on a ${device}: every section, tables that fit without a word a line, ${text.max}, no axe violation`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await startIn(page, language);
      await page.goto('/crs-tool/more-information');
      const guide = page.getByTestId('crs-guide');
      await expect(guide.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      await expect(guide.getByText(text.max)).toBeVisible();

      await expect(guide.getByRole('heading', { level: 2, name: text.transfer })).toBeVisible();
      await expect(page.getByTestId('guide-transferability').getByRole('table')).toHaveCount(5);
      await expect(
        page.getByTestId('guide-french').getByRole('heading', { name: text.french }),
      ).toBeVisible();
      await expect(
        page.getByTestId('guide-sibling').getByRole('heading', { name: text.sibling }),
      ).toBeVisible();
      const raise = page.getByTestId('guide-raise');
      await expect(raise.getByRole('heading', { level: 2, name: text.raise })).toBeVisible();
      await expect(raise.getByRole('listitem')).toHaveCount(7);
      await expect(raise.getByRole('link', { name: text.quiz })).toHaveAttribute('href', '/crs-tool/quiz');

      // Nothing wider than the screen, and no table that scrolls sideways in its box.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      const frames = await guide.evaluate((element) =>
        Array.from(element.querySelectorAll('table')).map((table) => {
          const frame = table.parentElement as HTMLElement;
          return frame.scrollWidth - frame.clientWidth;
        }),
      );
      expect(frames.length).toBeGreaterThanOrEqual(11);
      expect(frames.filter((overflow) => overflow > 0)).toEqual([]);

      // No column so narrow that a word is cut or a cell of three words or more takes a word a line.
      const cells = await measureCells(page);
      expect(cells.length).toBeGreaterThan(100);
      expect(cells.filter((cell) => cell.isCut).map((cell) => cell.text)).toEqual([]);
      const wordALine = cells.filter((cell) => cell.words >= 3 && cell.lines >= cell.words);
      expect(wordALine.map((cell) => `${cell.text} (${cell.lines} lines)`)).toEqual([]);

      await expectAccessible(page, `/crs-tool/more-information (${device})`, language);
      await screenshot(page, `${language}-${device}`);
    });
  }
}
