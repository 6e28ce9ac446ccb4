import type { NewsSummary, Slide } from '@maplebridge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '#shared/stores/session.store.ts';
import { useSettingsStore } from '#shared/stores/settings.store.ts';
import { ok, stubApi } from '#test/fake-api.ts';
import { ARTICLE_SLIDE, LINK_SLIDE, newsId } from '#test/fixtures.ts';
import { renderApp } from '#test/render-app.tsx';

// Issue 23: the banner's slides show their caption in the language shown, and it names their link.
const TRANSLATED: Slide = { ...ARTICLE_SLIDE, title: 'Đợt mời tháng 8', titleEn: 'August rounds' };
const VIETNAMESE_ONLY: Slide = { ...LINK_SLIDE, title: 'Trang của IRCC' };

const noNews = ok({ items: [] as NewsSummary[], hasNextPage: false, currentPage: 1, pageSize: 4 });

function showBanner() {
  stubApi({ 'GET /api/news': noNews, 'GET /api/slides': ok({ items: [TRANSLATED, VIETNAMESE_ONLY] }) });
  renderApp('/');
  return screen.findByTestId('banner-carousel');
}

beforeEach(() => {
  useSettingsStore.setState({ language: 'vi', isDrawerOpen: false });
  useSessionStore.setState({ token: '', user: null, expiredAt: null });
});
afterEach(() => vi.unstubAllGlobals());

describe('the home banner’s captions', () => {
  it('shows the Vietnamese titles on Vietnamese pages, each the name of its link', async () => {
    const banner = await showBanner();
    const captions = within(banner).getAllByTestId('banner-caption');
    expect(captions.map((caption) => caption.textContent)).toEqual(['Đợt mời tháng 8', 'Trang của IRCC']);
    for (const caption of captions) {
      expect(caption).toBeVisible();
      expect(caption).not.toHaveAttribute('lang');
    }
    // Hidden slides are inert; the one shown is what a screen reader reaches.
    expect(within(banner).getByRole('link', { name: 'Đợt mời tháng 8 (mở trong thẻ mới)' })).toHaveAttribute(
      'href',
      `/news/${newsId(1)}`,
    );
    // The picture repeats nothing: the caption says it.
    for (const image of banner.querySelectorAll('img')) expect(image).toHaveAttribute('alt', '');
    expect(within(banner).getByRole('button', { name: 'Trang 2: Trang của IRCC' })).toBeInTheDocument();
  });

  it('shows the English titles on English pages, and the Vietnamese one, marked so, where there is none', async () => {
    useSettingsStore.setState({ language: 'en' });
    const banner = await showBanner();
    const [translated, vietnameseOnly] = within(banner).getAllByTestId('banner-caption');
    expect(translated).toHaveTextContent('August rounds');
    expect(translated).not.toHaveAttribute('lang');
    expect(vietnameseOnly).toHaveTextContent('Trang của IRCC');
    expect(vietnameseOnly).toHaveAttribute('lang', 'vi');
    expect(within(banner).getByRole('link', { name: 'August rounds (opens in a new tab)' })).toBeVisible();
    expect(within(banner).queryByText('Đợt mời tháng 8')).not.toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Slide 2: Trang của IRCC' })).toBeInTheDocument();
  });

  it('follows a switch of language without reading the slides again', async () => {
    const user = userEvent.setup();
    const banner = await showBanner();
    expect(within(banner).getByRole('link', { name: /^Đợt mời tháng 8/ })).toBeInTheDocument();
    await user.click(screen.getAllByTestId('lang-en')[0] as HTMLElement);
    await waitFor(() =>
      expect(within(banner).getByRole('link', { name: 'August rounds (opens in a new tab)' })).toBeVisible(),
    );
  });
});
