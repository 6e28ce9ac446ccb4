import { NEWS_LIST_PAGE_SIZE, newsQueryString } from '@maplebridge/contracts';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '#shared/stores/session.store.ts';
import { useSettingsStore } from '#shared/stores/settings.store.ts';
import { ok, stubApi } from '#test/fake-api.ts';
import { NEWS_TAGS, newsSummary, TEST_USER } from '#test/fixtures.ts';
import { renderApp } from '#test/render-app.tsx';

// A file of its own: the page's answers are read once per document, as in a browser.
const firstPath = `/news?${newsQueryString({ pageNumber: 1, pageSize: NEWS_LIST_PAGE_SIZE, lng: 'vi' })}`;
const sentWithPage = ok({
  items: [newsSummary(1, { title: 'Gửi kèm trang' })],
  hasNextPage: false,
  currentPage: 1,
  pageSize: NEWS_LIST_PAGE_SIZE,
});
const fromApi = ok({
  items: [newsSummary(2, { title: 'Từ API' })],
  hasNextPage: false,
  currentPage: 1,
  pageSize: 8,
});

beforeEach(() => {
  useSettingsStore.setState({ language: 'vi', isDrawerOpen: false });
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'page-answers';
  block.textContent = JSON.stringify({ [firstPath]: sentWithPage });
  document.head.append(block);
  vi.spyOn(performance, 'now').mockReturnValue(1_000);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/news with its first page sent along (ADR 030)', () => {
  it("shows a member their own first page, and leaves the page's for a visitor", async () => {
    useSessionStore.setState({ token: 'member-token', user: TEST_USER, expiredAt: null });
    stubApi({ 'GET /api/tags': ok({ items: NEWS_TAGS }), 'GET /api/news': fromApi });
    const { unmount } = renderApp('/news');
    expect(await screen.findByText('Từ API')).toBeInTheDocument();
    expect(screen.queryByText('Gửi kèm trang')).not.toBeInTheDocument();
    unmount();

    useSessionStore.setState({ token: '', user: null, expiredAt: null });
    const calls = stubApi({ 'GET /api/tags': ok({ items: NEWS_TAGS }), 'GET /api/news': fromApi });
    renderApp('/news');
    expect(await screen.findByText('Gửi kèm trang')).toBeInTheDocument();
    expect(calls.filter((call) => call.url.pathname === '/api/news')).toEqual([]);
  });
});
