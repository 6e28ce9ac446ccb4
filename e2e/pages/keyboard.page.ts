import { expect, type Locator, type Page } from '@playwright/test';

/** Drives a page with the keyboard alone: Tab until an element has the focus, arrows in a select. */
export class Keyboard {
  constructor(readonly page: Page) {}

  private isFocused(target: Locator) {
    return target.evaluate((element) => element === document.activeElement);
  }

  /** Presses Tab (or Shift+Tab) until `target` has the focus; fails if it is not reached in `max` presses. */
  async tabTo(target: Locator, { backwards = false, max = 40 } = {}) {
    for (let presses = 0; presses < max; presses++) {
      if (await this.isFocused(target)) return;
      await this.page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    }
    await expect(target, `reached with ${backwards ? 'Shift+Tab' : 'Tab'} in ${max} presses`).toBeFocused({
      timeout: 1,
    });
  }

  /** The focused element, or the label around it (a hidden file input), draws a focus outline or ring. */
  async expectFocusVisible() {
    const indicator = await this.page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      if (!active || active === document.body) return 'nothing has the focus';
      for (const element of [active, active.closest('label')]) {
        if (!element) continue;
        const style = getComputedStyle(element);
        if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) return 'visible';
        if (style.boxShadow !== 'none') return 'visible';
      }
      return `no outline or ring on ${active.outerHTML.slice(0, 120)}`;
    });
    expect(indicator).toBe('visible');
  }

  /** Chooses `value` in the focused select with the arrow keys, as a keyboard user does. */
  async choose(select: Locator, value: string) {
    const { options, selected } = await select.evaluate((element: HTMLSelectElement) => ({
      options: Array.from(element.options)
        .filter((option) => !option.disabled)
        .map((option) => option.value),
      selected: element.value,
    }));
    const target = options.indexOf(value);
    expect(target, `option ${value}`).toBeGreaterThanOrEqual(0);
    const from = options.indexOf(selected);
    // From the disabled placeholder, the first ArrowDown lands on the first option.
    const steps = from === -1 ? target + 1 : target - from;
    for (let step = 0; step < Math.abs(steps); step++)
      await this.page.keyboard.press(steps > 0 ? 'ArrowDown' : 'ArrowUp');
    await expect(select).toHaveValue(value);
  }
}
