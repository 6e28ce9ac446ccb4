import type { NewsInput } from '@maplebridge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type ApiCall, ok, stubApi } from '#test/fake-api.ts';
import { renderApp } from '#test/render-app.tsx';
import {
  callsTo,
  item,
  NO_NOTIFICATIONS,
  newsId,
  newsPage,
  setUpEditorTests,
  summary,
  TAGS,
} from '../test-support.ts';

setUpEditorTests();

describe('the editor’s translation field', () => {
  const linked = item(3, {
    title: 'Điểm cộng tiếng Pháp',
    twinId: newsId(4),
    twin: { id: newsId(4), title: 'French bonus points', language: 'en', isPublished: true },
  });
  const englishArticles = [
    summary(4, { title: 'French bonus points', language: 'en', isPublished: true }),
    summary(5, { title: 'French draws in 2026', language: 'en' }),
  ];

  const stub = (put: (call: ApiCall) => unknown) =>
    stubApi({
      'GET /api/tags': ok({ items: TAGS }),
      'GET /api/notifications/user': NO_NOTIFICATIONS,
      [`GET /api/news/${linked.id}`]: ok(linked),
      'GET /api/news': ({ url }: ApiCall) =>
        newsPage(
          englishArticles.filter((article) =>
            article.title.toLowerCase().includes((url.searchParams.get('keyword') ?? '').toLowerCase()),
          ),
        ),
      [`PUT /api/admin/news/${linked.id}`]: put,
    });

  it('shows the linked translation, finds another in the other language by title, and saves the link', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = stub(({ body }) => {
      const twinId = (body as NewsInput).twinId ?? null;
      const twin = englishArticles.find((article) => article.id === twinId);
      return ok({ ...linked, twinId, twin: twin ? { ...twin, isPublished: twin.isPublished } : null });
    });
    renderApp(`/admin/news/${linked.id}`);
    const picker = await screen.findByTestId('twin-picker');
    expect(within(picker).getByTestId('twin-current')).toHaveTextContent(
      'Đã liên kết với: French bonus points',
    );
    expect(within(picker).getByTestId('status-badge')).toHaveTextContent('Đã xuất bản');

    await user.type(within(picker).getByLabelText('Tìm bản dịch theo tiêu đề (Tiếng Anh)'), 'draws');
    const option = await within(picker).findByRole('radio', { name: /French draws in 2026/ });
    await waitFor(() =>
      expect(
        callsTo(calls, 'GET', '/api/news').some(
          (call) =>
            call.url.searchParams.get('keyword') === 'draws' &&
            call.url.searchParams.get('language') === 'en',
        ),
      ).toBe(true),
    );
    await user.click(option);
    expect(within(picker).getByTestId('twin-current')).toHaveTextContent('French draws in 2026');
    expect(within(picker).getByTestId('status-badge')).toHaveTextContent('Bản nháp');

    await user.click(screen.getByRole('button', { name: 'Lưu nháp' }));
    await waitFor(() => expect(callsTo(calls, 'PUT', `/api/admin/news/${linked.id}`)).toHaveLength(1));
    expect(callsTo(calls, 'PUT', `/api/admin/news/${linked.id}`)[0]?.body).toMatchObject({
      twinId: newsId(5),
    });
    expect(await screen.findByText('Đã lưu bài viết')).toBeInTheDocument();
    // The editor takes a while to load on a busy machine.
  }, 20_000);

  it('unlinks, and shows the server’s refusal under the field', async () => {
    const user = userEvent.setup({ delay: null });
    let answer: unknown = null;
    const calls = stub(() => answer);
    renderApp(`/admin/news/${linked.id}`);
    const picker = await screen.findByTestId('twin-picker');
    await user.click(within(picker).getByRole('button', { name: 'Bỏ liên kết' }));
    expect(within(picker).getByTestId('twin-current')).toHaveTextContent('Chưa liên kết bản dịch nào.');
    answer = ok({ ...linked, twinId: null, twin: null });
    await user.click(screen.getByRole('button', { name: 'Lưu nháp' }));
    await waitFor(() => expect(callsTo(calls, 'PUT', `/api/admin/news/${linked.id}`)).toHaveLength(1));
    expect(callsTo(calls, 'PUT', `/api/admin/news/${linked.id}`)[0]?.body).toMatchObject({ twinId: null });

    await user.click(await within(picker).findByRole('radio', { name: /French bonus points/ }));
    answer = {
      status: 400,
      body: {
        status: 400,
        message: 'An article and its twin must be in different languages.',
        data: {
          code: 'request.invalid',
          fields: [{ field: 'body.twinId', code: 'twin_language', message: 'validation.twinLanguage' }],
        },
        actionName: 'admin.news.update',
      },
    };
    await user.click(screen.getByRole('button', { name: 'Lưu nháp' }));
    expect(await within(picker).findByRole('alert')).toHaveTextContent(
      'Bài viết và bản dịch của nó phải ở hai ngôn ngữ khác nhau.',
    );
  }, 20_000);

  it('looks for the translation in Vietnamese once the article is in English', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = stub(() => null);
    renderApp(`/admin/news/${linked.id}`);
    await screen.findByTestId('twin-picker');
    await user.selectOptions(screen.getByTestId('news-language'), 'en');
    expect(await screen.findByLabelText('Tìm bản dịch theo tiêu đề (Tiếng Việt)')).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(calls, 'GET', '/api/news').at(-1)?.url.searchParams.get('language')).toBe('vi'),
    );
  });
});
