import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '#test/fake-api.ts';
import { renderApp } from '#test/render-app.tsx';
import { callsTo, NO_NOTIFICATIONS, newsPage, signInAsAdmin, summary } from '../test-support.ts';

beforeEach(() => signInAsAdmin());
afterEach(() => vi.unstubAllGlobals());

const listCalls = (calls: Parameters<typeof callsTo>[0]) =>
  callsTo(calls, 'GET', '/api/news').map((call) => call.url.search);

describe('/admin/news', () => {
  it('lists drafts too, and builds the query from the search, status, language and page', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /api/notifications/user': NO_NOTIFICATIONS,
      'GET /api/news': ({ url }) =>
        newsPage(
          [
            summary(1, { title: 'Bản nháp', isPublished: false }),
            summary(2, { title: 'Đã đăng', isPublished: true, language: 'en' }),
          ],
          url.searchParams.get('PageNumber') === '1',
          Number(url.searchParams.get('PageNumber')),
        ),
    });
    const { router } = renderApp('/admin/news');
    const rows = await screen.findAllByTestId('admin-news-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByTestId('status-badge')).toHaveTextContent('Bản nháp');
    expect(rows[1]).toHaveTextContent('Tiếng Anh');
    expect(rows[1]).toHaveTextContent('20/08/2026');
    expect(listCalls(calls)).toEqual(['?PageNumber=1&PageSize=20']);

    await user.selectOptions(screen.getByLabelText('Trạng thái'), 'draft');
    await user.selectOptions(screen.getByLabelText('Ngôn ngữ'), 'en');
    await user.type(screen.getByLabelText('Tìm theo tiêu đề'), 'đợt mời');
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toBe(
        `?PageNumber=1&PageSize=20&isPublished=false&language=en&keyword=${encodeURIComponent('đợt mời').replace(/%20/g, '+')}`,
      ),
    );
    // The typing settled once: no query for every letter.
    expect(listCalls(calls).filter((search) => search.includes('keyword'))).toHaveLength(1);
    expect(router.state.location.search).toBe('?status=draft&lang=en&q=%C4%91%E1%BB%A3t+m%E1%BB%9Di');

    await user.click(screen.getByRole('button', { name: /Trang sau/ }));
    await waitFor(() => expect(listCalls(calls).at(-1)).toContain('PageNumber=2'));
    expect(screen.getByText('Trang 2')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Trạng thái'), 'published');
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toMatch(/^\?PageNumber=1&PageSize=20&isPublished=true/),
    );
  });

  it('sorts by publish date from the date heading, newest first until asked, and keeps the order in the address', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /api/notifications/user': NO_NOTIFICATIONS,
      'GET /api/news': newsPage([summary(1), summary(2)]),
    });
    const { router } = renderApp('/admin/news');
    await screen.findAllByTestId('admin-news-row');
    const dateHeading = () => screen.getByRole('columnheader', { name: 'Ngày đăng' });
    expect(dateHeading()).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('table', { name: 'Bài viết, mới nhất trước' })).toBeInTheDocument();

    await user.click(within(dateHeading()).getByRole('button', { name: 'Ngày đăng' }));
    await waitFor(() => expect(listCalls(calls).at(-1)).toBe('?PageNumber=1&PageSize=20&orderby=1'));
    expect(router.state.location.search).toBe('?sort=oldest');
    expect(dateHeading()).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('table', { name: 'Bài viết, cũ nhất trước' })).toBeInTheDocument();

    await user.click(within(dateHeading()).getByRole('button', { name: 'Ngày đăng' }));
    await waitFor(() => expect(listCalls(calls).at(-1)).toBe('?PageNumber=1&PageSize=20'));
    expect(router.state.location.search).toBe('');
  });

  it('asks before deleting: focus stays in the dialog, Escape closes it, confirming deletes', async () => {
    const user = userEvent.setup();
    const article = summary(4, { title: 'Bài cần xoá' });
    const calls = stubApi({
      'GET /api/notifications/user': NO_NOTIFICATIONS,
      'GET /api/news': () =>
        newsPage(callsTo(calls, 'DELETE', `/api/admin/news/${article.id}`).length ? [] : [article]),
      [`DELETE /api/admin/news/${article.id}`]: ok(null, 'News deleted'),
    });
    renderApp('/admin/news');
    const deleteButton = await screen.findByRole('button', { name: 'Xoá “Bài cần xoá”' });
    await user.click(deleteButton);
    const dialog = screen.getByRole('dialog', { name: 'Xoá bài viết?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const cancel = within(dialog).getByRole('button', { name: 'Huỷ' });
    const confirm = within(dialog).getByRole('button', { name: 'Xoá' });
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deleteButton).toHaveFocus();
    expect(callsTo(calls, 'DELETE', `/api/admin/news/${article.id}`)).toHaveLength(0);

    await user.click(deleteButton);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Xoá' }));
    await waitFor(() => expect(callsTo(calls, 'DELETE', `/api/admin/news/${article.id}`)).toHaveLength(1));
    expect(await screen.findByText('Đã xoá “Bài cần xoá”')).toBeInTheDocument();
    expect(await screen.findByTestId('empty')).toBeInTheDocument();
  });

  it('publishes from the list through the publish endpoint, and unpublishes without asking', async () => {
    const user = userEvent.setup();
    const draft = summary(5, { title: 'Sắp đăng' });
    const live = summary(6, { title: 'Đang đăng', isPublished: true });
    const calls = stubApi({
      'GET /api/notifications/user': NO_NOTIFICATIONS,
      'GET /api/news': newsPage([draft, live]),
      [`POST /api/admin/news/${draft.id}/publish`]: ok({ ...draft, isPublished: true }),
      [`POST /api/admin/news/${live.id}/unpublish`]: ok({ ...live, isPublished: false }),
    });
    renderApp('/admin/news');
    await user.click(await screen.findByRole('button', { name: 'Xuất bản “Sắp đăng”' }));
    const dialog = screen.getByRole('dialog', { name: 'Xuất bản bài viết?' });
    await user.click(within(dialog).getByRole('button', { name: 'Xuất bản' }));
    await waitFor(() =>
      expect(callsTo(calls, 'POST', `/api/admin/news/${draft.id}/publish`)).toHaveLength(1),
    );
    expect(await screen.findByText('Đã xuất bản “Sắp đăng”')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Gỡ xuất bản “Đang đăng”' }));
    await waitFor(() =>
      expect(callsTo(calls, 'POST', `/api/admin/news/${live.id}/unpublish`)).toHaveLength(1),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens an article in the editor, whose way back keeps the filters', async () => {
    const user = userEvent.setup();
    const article = summary(9, { title: 'Bản nháp tháng 11' });
    stubApi({
      'GET /api/notifications/user': NO_NOTIFICATIONS,
      'GET /api/news': newsPage([article]),
      'GET /api/tags': ok({ items: [] }),
      [`GET /api/news/${article.id}`]: ok({
        ...article,
        content: '<p>Nội dung</p>',
        sourceUrl: null,
        updatedTime: article.publishDate,
      }),
    });
    const { router } = renderApp('/admin/news?status=draft&page=2');
    await user.click(await screen.findByRole('link', { name: 'Sửa “Bản nháp tháng 11”' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sửa bài viết' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Tất cả bài viết' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=draft&page=2'));
  });

  it('speaks English when the console does', async () => {
    signInAsAdmin('en');
    stubApi({ 'GET /api/notifications/user': NO_NOTIFICATIONS, 'GET /api/news': newsPage([]) });
    renderApp('/admin/news');
    expect(await screen.findByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    expect(await screen.findByText('No articles match these filters.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New article' })).toHaveAttribute('href', '/admin/news/new');
  });
});
