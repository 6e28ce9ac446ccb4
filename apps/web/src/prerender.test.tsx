// @vitest-environment node
import { describe, expect, it } from 'vitest';
import en from '#locales/en/home.json';
import vi from '#locales/vi/home.json';
import { renderPage } from './prerender.tsx';

const timers = () => process.getActiveResourcesInfo().filter((resource) => resource === 'Timeout').length;

describe('renderPage (the build prerenders public pages with it)', () => {
  it('renders a page in the language asked for, without raw keys', async () => {
    const [inVietnamese, inEnglish] = [await renderPage('/', 'vi'), await renderPage('/', 'en')];
    expect(inVietnamese).toContain(vi.title);
    expect(inEnglish).toContain(en.title);
    expect(inEnglish).not.toContain('home.title');
  });

  it('holds the deferred parts of the shell whole, with no inline script to stream them in (the CSP)', async () => {
    const page = await renderPage('/contact', 'vi');
    expect(page).toContain('data-testid="site-footer"');
    expect(page.match(/data-testid="site-footer"/g)).toHaveLength(1);
    expect(page).not.toContain('<script');
    expect(page).not.toContain('<template');
  });

  it('leaves no timer behind, so the build process ends when the pages are written', async () => {
    const before = timers();
    await renderPage('/news', 'vi');
    await renderPage('/chat-ai', 'en');
    expect(timers()).toBeLessThanOrEqual(before);
  });
});
