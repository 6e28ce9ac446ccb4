import type { Slide } from '@maplebridge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '#test/fake-api.ts';
import { ARTICLE_SLIDE, LINK_SLIDE } from '#test/fixtures.ts';
import { renderApp } from '#test/render-app.tsx';
import { callsTo, NO_NOTIFICATIONS, newsPage, signInAsAdmin, stubUploads, summary } from '../test-support.ts';

const SLIDES: Slide[] = [ARTICLE_SLIDE, { ...LINK_SLIDE, active: false }];

beforeEach(() => signInAsAdmin());
afterEach(() => vi.unstubAllGlobals());

describe('/admin/slides', () => {
  it('checks a slide before sending: a title, an image and where it leads', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /api/notifications/user': NO_NOTIFICATIONS,
      'GET /api/admin/slides': ok({ items: SLIDES }),
      'GET /api/news': newsPage([]),
    });
    renderApp('/admin/slides');
    await user.click(await screen.findByRole('button', { name: 'Thêm banner' }));
    const form = screen.getByTestId('slide-form');
    expect(within(form).getByRole('heading', { name: 'Banner mới' })).toHaveFocus();
    await user.click(within(form).getByRole('button', { name: 'Lưu' }));
    expect(await within(form).findAllByText('Bắt buộc')).toHaveLength(2);
    expect(within(form).getByText('Chọn một bài viết hoặc nhập đường dẫn.')).toBeInTheDocument();

    await user.click(within(form).getByLabelText('Một đường dẫn khác'));
    await user.type(within(form).getByLabelText('Đường dẫn'), 'canada.ca');
    await user.click(within(form).getByRole('button', { name: 'Lưu' }));
    expect(
      await within(form).findByText(
        'Nhập địa chỉ web bắt đầu bằng http:// hoặc https://, hoặc đường dẫn bắt đầu bằng /.',
      ),
    ).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/admin/slides')).toHaveLength(0);
  });

  it('adds a slide that opens a published article found by its title, at the end of the order', async () => {
    const user = userEvent.setup();
    const french = summary(8, { title: 'Điểm cộng tiếng Pháp', isPublished: true });
    const calls = stubApi({
      'GET /api/notifications/user': NO_NOTIFICATIONS,
      'GET /api/admin/slides': ok({ items: SLIDES }),
      'GET /api/news': ({ url }) => newsPage(url.searchParams.get('keyword') === 'Pháp' ? [french] : []),
      'POST /api/admin/slides': ({ body }) => ok({ id: 3, ...(body as object) }),
    });
    const uploads = stubUploads('/api/images/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.webp');
    renderApp('/admin/slides');
    await user.click(await screen.findByRole('button', { name: 'Thêm banner' }));
    const form = screen.getByTestId('slide-form');
    await user.type(within(form).getByLabelText('Tiêu đề'), 'Tiếng Pháp');
    await user.upload(
      within(form).getByTestId('slide-image-file'),
      new File([new Uint8Array([1, 2, 3])], 'banner.webp', { type: 'image/webp' }),
    );
    await waitFor(() =>
      expect(within(form).getByLabelText('Ảnh banner')).toHaveValue(
        '/api/images/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.webp',
      ),
    );
    expect(uploads).toHaveLength(1);
    await user.type(within(form).getByLabelText('Tìm bài viết theo tiêu đề'), 'Pháp');
    await user.click(await within(form).findByRole('radio', { name: /Điểm cộng tiếng Pháp/ }));
    expect(within(form).getByTestId('article-chosen')).toHaveTextContent('Đã chọn: Điểm cộng tiếng Pháp');
    const search = callsTo(calls, 'GET', '/api/news').at(-1)?.url.searchParams;
    expect(search?.get('isPublished')).toBe('true');
    await user.click(within(form).getByRole('button', { name: 'Lưu' }));

    await waitFor(() => expect(callsTo(calls, 'POST', '/api/admin/slides')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/api/admin/slides')[0]?.body).toEqual({
      title: 'Tiếng Pháp',
      imageURL: '/api/images/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.webp',
      newsExternalId: french.id,
      externalLink: '',
      order: 2,
      active: true,
    });
    expect(await screen.findByText('Đã thêm banner')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('slide-form')).not.toBeInTheDocument());
  });

  it('moves a slide by swapping orders, and deletes one after asking', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /api/notifications/user': NO_NOTIFICATIONS,
      'GET /api/admin/slides': ok({ items: SLIDES }),
      'PUT /api/admin/slides/1': ({ body }) => ok({ ...SLIDES[0], ...(body as object) }),
      'PUT /api/admin/slides/2': ({ body }) => ok({ ...SLIDES[1], ...(body as object) }),
      'DELETE /api/admin/slides/2': ok(null, 'Slide deleted'),
    });
    renderApp('/admin/slides');
    const rows = await screen.findAllByTestId('slide-row');
    expect(rows[1]).toHaveTextContent('Đang ẩn');
    expect(
      within(rows[0] as HTMLElement).getByRole('button', { name: 'Chuyển “Đợt mời mới” lên trên' }),
    ).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Chuyển “Đợt mời mới” xuống dưới' }));
    await waitFor(() => expect(callsTo(calls, 'PUT', '/api/admin/slides/2')).toHaveLength(1));
    expect(callsTo(calls, 'PUT', '/api/admin/slides/1')[0]?.body).toMatchObject({
      order: 1,
      title: 'Đợt mời mới',
    });
    expect(callsTo(calls, 'PUT', '/api/admin/slides/2')[0]?.body).toEqual({
      title: 'IRCC',
      imageURL: '/b.svg',
      newsExternalId: null,
      externalLink: 'https://www.canada.ca/',
      order: 0,
      active: false,
    });

    await user.click(screen.getByRole('button', { name: 'Xoá banner “IRCC”' }));
    const dialog = screen.getByRole('dialog', { name: 'Xoá banner?' });
    await user.click(within(dialog).getByRole('button', { name: 'Xoá' }));
    await waitFor(() => expect(callsTo(calls, 'DELETE', '/api/admin/slides/2')).toHaveLength(1));
  });
});
