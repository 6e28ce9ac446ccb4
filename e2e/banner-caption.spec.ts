import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Slide } from '@maplebridge/contracts';
import { type Language, startIn } from './support/a11y.ts';
import { expect, test } from './support/test.ts';

/**
 * Issue 23: the home banner's slides show their caption, in the language shown (English pages show
 * a slide's English title, else its Vietnamese one), and it is what names their link. With
 * BANNER_SHOTS_DIR set, each case leaves a screenshot of the banner there.
 */
const NEW_TAB: Record<Language, string> = { vi: '(mở trong thẻ mới)', en: '(opens in a new tab)' };
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

const captionIn = (slide: Slide, language: Language) =>
  language === 'en' && slide.titleEn ? slide.titleEn : slide.title;

for (const language of ['vi', 'en'] as const)
  for (const viewport of VIEWPORTS)
    test(`the banner shows each slide's caption, which names its link (${language}, ${viewport.width} px)`, async ({
      page,
    }) => {
      await startIn(page, language);
      await page.setViewportSize(viewport);
      // Still slides: each move is the test's.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const slides: Slide[] = (await (await page.request.get('/api/slides')).json()).data.items;
      expect(slides.length).toBeGreaterThan(1);
      // The demo slides have both titles, so the languages show different captions.
      for (const slide of slides) expect(slide.titleEn).not.toBe('');

      await page.goto('/');
      const banner = page.getByTestId('banner-carousel');
      const shown = banner.locator('[aria-roledescription="slide"]:not([inert])');
      /** Once the slide shown has come to rest in view. */
      const atRest = async () => {
        const frame = await banner.boundingBox();
        await expect
          .poll(async () => Math.abs(((await shown.boundingBox())?.x ?? -9) - (frame?.x ?? 0)) < 1)
          .toBe(true);
      };
      for (const [index, slide] of slides.slice(0, 2).entries()) {
        if (index > 0) await banner.getByTestId('carousel-next').click();
        await expect(shown).toHaveAttribute('aria-label', new RegExp(`^${index + 1} `));
        const caption = shown.getByTestId('banner-caption');
        await expect(caption).toBeVisible();
        await expect(caption).toHaveText(captionIn(slide, language));
        // In the page's own language: nothing to mark.
        await expect(caption).not.toHaveAttribute('lang');
        const link = shown.getByRole('link');
        await expect(link).toHaveAccessibleName(`${captionIn(slide, language)} ${NEW_TAB[language]}`);
        await expect(shown.locator('img')).toHaveAttribute('alt', '');

        // Whole, in its slide, on the picture's foot (wide) or right under it (phone), and not cut off.
        await atRest();
        const [box, image, slideBox] = await Promise.all([
          caption.boundingBox(),
          shown.locator('img').boundingBox(),
          shown.boundingBox(),
        ]);
        if (!box || !image || !slideBox) throw new Error('the banner is not laid out');
        expect(box.x).toBeGreaterThanOrEqual(slideBox.x - 1);
        expect(box.x + box.width).toBeLessThanOrEqual(slideBox.x + slideBox.width + 1);
        const imageFoot = image.y + image.height;
        if (viewport.width < 640) expect(box.y).toBeGreaterThanOrEqual(imageFoot - 1);
        else expect(Math.abs(box.y + box.height - imageFoot)).toBeLessThan(1);
        expect(await caption.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      }

      const { violations } = await new AxeBuilder({ page })
        .include('[data-testid="banner-carousel"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      expect(violations.map((violation) => violation.id)).toEqual([]);

      const shotsDir = process.env.BANNER_SHOTS_DIR;
      if (shotsDir) {
        fs.mkdirSync(shotsDir, { recursive: true });
        await banner.getByTestId('carousel-previous').click();
        await expect(shown).toHaveAttribute('aria-label', /^1 /);
        await atRest();
        await banner.evaluate((element) => element.scrollIntoView({ block: 'center' }));
        await page.screenshot({ path: path.join(shotsDir, `${language}-${viewport.width}.png`) });
      }
    });

test('an English page shows a slide with no English title in Vietnamese, marked as such', async ({
  page,
}) => {
  await startIn(page, 'en');
  // The console's change, as the site reads it: the first slide has lost its English title.
  await page.route('**/api/slides', async (route) => {
    const answer = await (await route.fetch()).json();
    answer.data.items[0].titleEn = '';
    await route.fulfill({ json: answer });
  });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const first = page.getByTestId('banner-carousel').locator('[aria-roledescription="slide"]').first();
  const caption = first.getByTestId('banner-caption');
  await expect(caption).toHaveAttribute('lang', 'vi');
  await expect(caption).toHaveText('Đợt mời Express Entry tháng 8/2026');
  await expect(first.getByRole('link')).toHaveAccessibleName(
    'Đợt mời Express Entry tháng 8/2026 (opens in a new tab)',
  );
});
