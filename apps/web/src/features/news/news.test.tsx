import type { NewsSummary, Notification } from '@maplebridge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '#shared/stores/session.store.ts';
import { useSettingsStore } from '#shared/stores/settings.store.ts';
import { ok, stubApi } from '#test/fake-api.ts';
import { ARTICLE_SLIDE, LINK_SLIDE, NEWS_TAGS, newsItem, newsSummary, TEST_USER } from '#test/fixtures.ts';
import { renderApp } from '#test/render-app.tsx';

const page = (items: NewsSummary[], currentPage = 1, hasNextPage = false) =>
  ok({ items, hasNextPage, currentPage, pageSize: 8 });

beforeEach(() => {
  useSettingsStore.setState({ language: 'vi', isDrawerOpen: false });
  useSessionStore.setState({ token: '', user: null, expiredAt: null });
});
afterEach(() => vi.unstubAllGlobals());

describe('/news', () => {
  it('lists the first page with the spec query, then filters by tag and by keyword', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /api/tags': ok({ items: NEWS_TAGS }),
      'GET /api/news': ({ url }) =>
        url.searchParams.get('keyword') === 'dinh cu'
          ? page([newsSummary(9, { title: 'Định cư Canada' })])
          : url.searchParams.getAll('tags').includes('3')
            ? page([])
            : page([newsSummary(1), newsSummary(2)]),
    });
    renderApp('/news');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tất cả tin tức' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('news-card')).toHaveLength(2);
    const first = calls.find((call) => call.url.pathname === '/api/news');
    expect(first?.url.search).toBe('?PageNumber=1&PageSize=8&isPublished=true&lng=vi');
    expect(screen.queryByTestId('save-toggle')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('post-filter')).queryByText('Bài đã lưu')).not.toBeInTheDocument();

    await user.click(await screen.findByTestId('tag-french'));
    expect(await screen.findByTestId('news-empty')).toHaveTextContent('Không tìm thấy tin tức nào');
    expect(screen.getByTestId('tag-french')).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByTestId('tag-none'));
    expect(screen.getByTestId('tag-french')).toHaveAttribute('aria-pressed', 'false');

    await user.type(screen.getByTestId('keyword-input'), 'dinh cu');
    expect(await screen.findByText('Định cư Canada')).toBeInTheDocument();
  });

  it('lets a member save an article and see it flip, with the spec toasts', async () => {
    useSessionStore.setState({ token: 'token', user: TEST_USER });
    const user = userEvent.setup();
    let saved = false;
    stubApi({
      'GET /api/tags': ok({ items: NEWS_TAGS }),
      'GET /api/notifications/user': ok({ items: [], hasNextPage: false, currentPage: 1 }),
      'GET /api/news': () => page([newsSummary(1, { isSaved: saved })]),
      [`PUT /api/news/${newsSummary(1).id}/save-news`]: () => {
        saved = !saved;
        return ok(
          { isSaved: saved },
          saved ? 'News saved successfully' : 'News removed from saved list successfully',
        );
      },
    });
    renderApp('/news');
    const toggle = await screen.findByTestId('save-toggle');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    await waitFor(() => expect(screen.getByTestId('save-toggle')).toHaveAttribute('aria-pressed', 'true'));
    expect(await screen.findByText('Đã lưu bài viết')).toBeInTheDocument();
    await user.click(screen.getByTestId('save-toggle'));
    await waitFor(() => expect(screen.getByTestId('save-toggle')).toHaveAttribute('aria-pressed', 'false'));
    expect(await screen.findByText('Đã bỏ lưu bài viết')).toBeInTheDocument();
    expect(within(screen.getByTestId('post-filter')).getByText('Bài đã lưu')).toBeInTheDocument();
  });

  it('ends the session once saving is refused (401), says so and sends the member to sign in', async () => {
    useSessionStore.setState({ token: 'expired', user: TEST_USER });
    const user = userEvent.setup();
    stubApi({
      'GET /api/news': page([newsSummary(1)]),
      [`PUT /api/news/${newsSummary(1).id}/save-news`]: {
        status: 401,
        body: {
          status: 401,
          message: 'User is not login now',
          data: { code: 'auth.unauthorized' },
          actionName: null,
        },
      },
    });
    const { router } = renderApp('/news');
    await user.click(await screen.findByTestId('save-toggle'));
    expect(await screen.findByText('Phiên đăng nhập đã hết hạn')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(router.state.location.search).toBe(`?redirectTo=${encodeURIComponent('/news')}`);
    expect(useSessionStore.getState().token).toBe('');
  });
});

describe('/news/:newsId', () => {
  const article = newsItem(5, {
    tags: NEWS_TAGS,
    title: 'Điểm cộng tiếng Pháp',
    content:
      '<h2>Điểm cộng</h2><p onclick="steal()">Tối đa 50 điểm.</p><img src=x onerror="steal()"><script>steal()</script>',
    sourceUrl: 'https://www.canada.ca/en/immigration-refugees-citizenship.html',
  });

  it('shows the article with its HTML sanitised again, its source, and related news by its tags', async () => {
    const calls = stubApi({
      [`GET /api/news/${article.id}`]: ok(article),
      'GET /api/news': page([newsSummary(6, { title: 'Đợt mời tiếng Pháp' })]),
    });
    renderApp(`/news/${article.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Điểm cộng tiếng Pháp' }),
    ).toBeInTheDocument();
    const detail = screen.getByTestId('news-detail');
    // The body shows once DOMPurify, loaded beside the article, has cleaned it.
    expect(await within(detail).findByRole('heading', { level: 2, name: 'Điểm cộng' })).toBeInTheDocument();
    expect(detail.innerHTML).not.toMatch(/onclick|onerror|<script/);
    expect(within(detail).getByRole('link', { name: /www\.canada\.ca/ })).toHaveAttribute('target', '_blank');
    expect(await screen.findByText('Đợt mời tiếng Pháp')).toBeInTheDocument();
    const related = calls.find((call) => call.url.pathname === '/api/news');
    expect(related?.url.searchParams.getAll('tags')).toEqual(['2', '3']);
    expect(related?.url.searchParams.get('excludeId')).toBe(article.id);
  });

  it('says an unknown article is not found', async () => {
    stubApi({});
    renderApp('/news/00000000-0000-4000-8000-000000000099');
    expect(
      await screen.findByRole('heading', { name: 'Bài viết không tồn tại hoặc không còn được đăng.' }),
    ).toBeInTheDocument();
  });

  it('says a malformed address is not found at once, without asking again (400)', async () => {
    const calls = stubApi({
      'GET /api/news/abc': {
        status: 400,
        body: { status: 400, message: 'Invalid id', data: { field: 'id' }, actionName: null },
      },
    });
    renderApp('/news/abc');
    expect(
      await screen.findByRole('heading', { name: 'Bài viết không tồn tại hoặc không còn được đăng.' }),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.url.pathname === '/api/news/abc')).toHaveLength(1);
  });
});

describe('the home page news', () => {
  it('shows 4 latest cards, the banner slides and the recommended carousel', async () => {
    const calls = stubApi({
      'GET /api/news': ({ url }) =>
        url.searchParams.get('postEnum') === '2'
          ? page([newsSummary(7, { title: 'Bài đề xuất' })])
          : page([1, 2, 3, 4].map((index) => newsSummary(index))),
      'GET /api/slides': ok({ items: [ARTICLE_SLIDE, LINK_SLIDE] }),
    });
    renderApp('/');
    const block = await screen.findByTestId('home-news');
    expect(await within(block).findAllByTestId('news-card')).toHaveLength(4);
    expect(within(block).getByRole('link', { name: /Xem tất cả/ })).toHaveAttribute('href', '/news');
    expect(calls.some((call) => call.url.search === '?PageNumber=1&PageSize=4&isPublished=true&lng=vi')).toBe(
      true,
    );
    const banner = await screen.findByTestId('banner-carousel');
    const slides = within(banner).getAllByRole('link');
    expect(slides[0]).toHaveAttribute('href', `/news/${newsSummary(1).id}`);
    expect(slides[1]).toHaveAttribute('href', 'https://www.canada.ca/');
    for (const slide of slides) expect(slide).toHaveAttribute('target', '_blank');
    expect(
      within(await screen.findByTestId('recommended-carousel')).getByText('Bài đề xuất'),
    ).toBeInTheDocument();
  });

  it('leaves out the recommended carousel when there is nothing to recommend', async () => {
    stubApi({
      'GET /api/news': ({ url }) => page(url.searchParams.get('postEnum') === '2' ? [] : [newsSummary(1)]),
      'GET /api/slides': ok({ items: [] }),
    });
    renderApp('/');
    expect(await screen.findAllByTestId('news-card')).toHaveLength(1);
    expect(screen.queryByTestId('recommended-carousel')).not.toBeInTheDocument();
    expect(screen.queryByTestId('banner-carousel')).not.toBeInTheDocument();
  });
});

describe('the notification bell', () => {
  const notification = (index: number, extra: Partial<Notification> = {}): Notification => ({
    messageId: `00000000-0000-4000-9000-${String(index).padStart(12, '0')}`,
    isRead: false,
    status: 1,
    type: 4,
    title_VN: `Tin mới ${index}`,
    title_EN: `New article ${index}`,
    messageContent_VN: '',
    messageContent_EN: '',
    externalLink: JSON.stringify({ NewsId: newsSummary(index).id, NewsImage: '/content/news/draws.svg' }),
    createdTime: '2026-11-20T02:00:00.000Z',
    ...extra,
  });

  it('counts unread items that are not errors, links news, and marks all read', async () => {
    useSessionStore.setState({ token: 'token', user: TEST_USER });
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /api/notifications/user': ok({
        items: [
          notification(1),
          notification(2, { type: 2, status: 2, title_VN: 'Lỗi gửi' }),
          notification(3, { isRead: true, status: 0 }),
        ],
        hasNextPage: false,
        currentPage: 1,
      }),
      'PUT /api/notifications/mark-as-read-bulk': ok({ marked: 1 }),
      'GET /api/news': page([]),
      'GET /api/slides': ok({ items: [] }),
    });
    renderApp('/');
    expect(await screen.findByTestId('notification-badge')).toHaveTextContent('1');
    await user.click(screen.getByTestId('notification-bell'));
    const panel = screen.getByTestId('notification-panel');
    expect(within(panel).getByRole('link', { name: /Tin mới 1/ })).toHaveAttribute(
      'href',
      `/news/${newsSummary(1).id}`,
    );
    expect(within(panel).getByText('Lỗi gửi')).toBeInTheDocument();
    await user.click(within(panel).getByTestId('mark-all-read'));
    await waitFor(() => expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument());
    const bulk = calls.find((call) => call.url.pathname === '/api/notifications/mark-as-read-bulk');
    expect(bulk?.body).toEqual([notification(1).messageId]);

    useSettingsStore.setState({ language: 'en' });
    expect(await within(panel).findByText('New article 1')).toBeInTheDocument();
  });
});
