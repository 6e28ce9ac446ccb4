import type { NewsItem, NewsSummary } from '@maplebridge/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '#shared/stores/session.store.ts';
import { useSettingsStore } from '#shared/stores/settings.store.ts';
import { type ApiCall, ok, stubApi } from '#test/fake-api.ts';
import { newsId, newsItem, newsSummary } from '#test/fixtures.ts';
import { renderApp } from '#test/render-app.tsx';

const page = (items: NewsSummary[]) => ok({ items, hasNextPage: false, currentPage: 1, pageSize: 8 });
const newsCalls = (calls: ApiCall[]) => calls.filter((call) => call.url.pathname === '/api/news');

const switchLanguage = (language: 'vi' | 'en') =>
  act(async () => {
    useSettingsStore.getState().setLanguage(language);
  });

beforeEach(() => {
  useSettingsStore.setState({ language: 'vi', isDrawerOpen: false });
  useSessionStore.setState({ token: '', user: null, expiredAt: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSettingsStore.setState({ language: 'vi' });
});

describe('news in the reader language', () => {
  it('asks for the UI language and labels an article written only in the other one', async () => {
    const calls = stubApi({
      'GET /api/tags': ok({ items: [] }),
      'GET /api/news': ({ url }: ApiCall) =>
        url.searchParams.get('lng') === 'en'
          ? page([
              newsSummary(1, { title: 'Article one', language: 'en' }),
              newsSummary(2, { title: 'Chỉ có tiếng Việt' }),
            ])
          : page([
              newsSummary(3, { title: 'Bài một' }),
              newsSummary(4, { title: 'Only in English', language: 'en' }),
            ]),
    });
    renderApp('/news');
    const cards = await screen.findAllByTestId('news-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0] as HTMLElement).queryByTestId('news-language')).not.toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByTestId('news-language')).toHaveTextContent('English');
    expect(
      within(cards[1] as HTMLElement)
        .getByTestId('news-language')
        .closest('[lang]'),
    ).toHaveAttribute('lang', 'en');
    expect(newsCalls(calls).at(-1)?.url.searchParams.get('lng')).toBe('vi');

    await switchLanguage('en');
    expect(await screen.findByText('Chỉ có tiếng Việt')).toBeInTheDocument();
    const after = screen.getAllByTestId('news-card');
    expect(within(after[0] as HTMLElement).queryByTestId('news-language')).not.toBeInTheDocument();
    expect(within(after[1] as HTMLElement).getByTestId('news-language')).toHaveTextContent('Tiếng Việt');
    expect(newsCalls(calls).at(-1)?.url.searchParams.get('lng')).toBe('en');
  });
});

describe('an article with a translation', () => {
  const vietnamese = newsItem(5, {
    title: 'Điểm cộng tiếng Pháp',
    twinId: newsId(6),
    twin: { id: newsId(6), title: 'French bonus points', language: 'en', isPublished: true },
  });
  const english = newsItem(6, {
    title: 'French bonus points',
    language: 'en',
    twinId: newsId(5),
    twin: { id: newsId(5), title: 'Điểm cộng tiếng Pháp', language: 'vi', isPublished: true },
  });
  const handlers = {
    [`GET /api/news/${newsId(5)}`]: ok(vietnamese),
    [`GET /api/news/${newsId(6)}`]: ok(english),
    'GET /api/news': page([]),
  };

  it('offers "Read in English" on the Vietnamese version, and "Đọc bằng tiếng Việt" back', async () => {
    const calls = stubApi(handlers);
    const { router } = renderApp(`/news/${newsId(5)}`);
    const toEnglish = await screen.findByTestId('news-twin-link');
    expect(toEnglish).toHaveTextContent('Read in English');
    expect(toEnglish).toHaveAttribute('href', `/news/${newsId(6)}`);
    expect(toEnglish).toHaveAttribute('lang', 'en');
    // Related news come in the reader's language too.
    await waitFor(() => expect(newsCalls(calls).at(-1)?.url.searchParams.get('lng')).toBe('vi'));

    await act(() => router.navigate(`/news/${newsId(6)}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'French bonus points' })).toBeInTheDocument();
    expect(screen.getByTestId('news-twin-link')).toHaveTextContent('Đọc bằng tiếng Việt');
    // Opened on purpose in the other language, the article stays.
    expect(router.state.location.pathname).toBe(`/news/${newsId(6)}`);
  });

  it('has no link to a translation that is not published (what staff see of a draft)', async () => {
    stubApi({
      ...handlers,
      [`GET /api/news/${newsId(5)}`]: ok({
        ...vietnamese,
        twin: { ...(vietnamese.twin as NonNullable<NewsItem['twin']>), isPublished: false },
      }),
    });
    renderApp(`/news/${newsId(5)}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Điểm cộng tiếng Pháp' }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('news-twin-link')).not.toBeInTheDocument();
  });

  it('goes on to the translation when the reader switches the site language', async () => {
    stubApi(handlers);
    const { router } = renderApp(`/news/${newsId(5)}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Điểm cộng tiếng Pháp' }),
    ).toBeInTheDocument();
    await switchLanguage('en');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/news/${newsId(6)}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'French bonus points' })).toBeInTheDocument();
    await switchLanguage('vi');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/news/${newsId(5)}`));
  });

  it('stays on an article without a translation when the language switches', async () => {
    stubApi({ ...handlers, [`GET /api/news/${newsId(7)}`]: ok(newsItem(7, { title: 'Bài một mình' })) });
    const { router } = renderApp(`/news/${newsId(7)}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bài một mình' })).toBeInTheDocument();
    await switchLanguage('en');
    expect(await screen.findByRole('link', { name: 'All news' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/news/${newsId(7)}`);
  });
});
