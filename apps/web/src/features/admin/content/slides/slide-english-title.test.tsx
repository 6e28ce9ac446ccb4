import type { Slide } from '@maplebridge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '#test/fake-api.ts';
import { ARTICLE_SLIDE, LINK_SLIDE } from '#test/fixtures.ts';
import { renderApp } from '#test/render-app.tsx';
import { callsTo, NO_NOTIFICATIONS, newsPage, signInAsAdmin } from '../test-support.ts';

// Issue 23: a slide's English title (`titleEn`), beside its Vietnamese one, in the console.
const TRANSLATED: Slide = { ...ARTICLE_SLIDE, title: 'Đợt mời tháng 8', titleEn: 'August rounds' };
const VIETNAMESE_ONLY: Slide = { ...LINK_SLIDE, title: 'Trang của IRCC' };

const stubSlides = () =>
  stubApi({
    'GET /api/notifications/user': NO_NOTIFICATIONS,
    'GET /api/admin/slides': ok({ items: [TRANSLATED, VIETNAMESE_ONLY] }),
    'GET /api/news': newsPage([]),
    'POST /api/admin/slides': ({ body }) => ok({ id: 3, titleEn: '', ...(body as object) }),
    'PUT /api/admin/slides/1': ({ body }) => ok({ ...TRANSLATED, ...(body as object) }),
    'PUT /api/admin/slides/2': ({ body }) => ok({ ...VIETNAMESE_ONLY, ...(body as object) }),
  });

afterEach(() => vi.unstubAllGlobals());

describe('/admin/slides: English titles', () => {
  it('lists each slide’s English title, or says it has none', async () => {
    signInAsAdmin();
    stubSlides();
    renderApp('/admin/slides');
    const [translated, vietnameseOnly] = await screen.findAllByTestId('slide-row-title-en');
    expect(translated).toHaveTextContent('Tiếng Anh: August rounds');
    expect(within(translated as HTMLElement).getByText('August rounds')).toHaveAttribute('lang', 'en');
    expect(vietnameseOnly).toHaveTextContent('Chưa có tiêu đề tiếng Anh');
  });

  it('says the same in English', async () => {
    signInAsAdmin('en');
    stubSlides();
    renderApp('/admin/slides');
    const [translated, vietnameseOnly] = await screen.findAllByTestId('slide-row-title-en');
    expect(translated).toHaveTextContent('English: August rounds');
    expect(vietnameseOnly).toHaveTextContent('No English title yet');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Edit slide “Đợt mời tháng 8”' }));
    expect(within(screen.getByTestId('slide-form')).getByLabelText('Title (English)')).toHaveValue(
      'August rounds',
    );
  });

  it('adds a slide with its English title, trimmed', async () => {
    signInAsAdmin();
    const user = userEvent.setup();
    const calls = stubSlides();
    renderApp('/admin/slides');
    await user.click(await screen.findByRole('button', { name: 'Thêm banner' }));
    const form = screen.getByTestId('slide-form');
    const english = within(form).getByLabelText('Tiêu đề (tiếng Anh)');
    expect(english).toHaveAccessibleDescription(
      'Hiện trên trang tiếng Anh. Để trống thì trang tiếng Anh dùng tiêu đề tiếng Việt.',
    );
    expect(english).toHaveAttribute('maxlength', '200');
    await user.type(within(form).getByLabelText('Tiêu đề'), 'Tiếng Pháp');
    await user.type(english, '  French  ');
    await user.type(within(form).getByLabelText('Ảnh banner'), '/content/news/a.svg');
    await user.click(within(form).getByLabelText('Một đường dẫn khác'));
    await user.type(within(form).getByLabelText('Đường dẫn'), 'https://www.canada.ca/');
    await user.click(within(form).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/admin/slides')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/api/admin/slides')[0]?.body).toMatchObject({
      title: 'Tiếng Pháp',
      titleEn: 'French',
    });
  });

  it('clears an English title, and leaves out one that was never there', async () => {
    signInAsAdmin();
    const user = userEvent.setup();
    const calls = stubSlides();
    renderApp('/admin/slides');
    await user.click(await screen.findByRole('button', { name: 'Sửa banner “Đợt mời tháng 8”' }));
    let form = screen.getByTestId('slide-form');
    const english = within(form).getByLabelText('Tiêu đề (tiếng Anh)');
    expect(english).toHaveValue('August rounds');
    await user.clear(english);
    await user.click(within(form).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(callsTo(calls, 'PUT', '/api/admin/slides/1')).toHaveLength(1));
    expect(callsTo(calls, 'PUT', '/api/admin/slides/1')[0]?.body).toMatchObject({ titleEn: '' });
    await waitFor(() => expect(screen.queryByTestId('slide-form')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Sửa banner “Trang của IRCC”' }));
    form = screen.getByTestId('slide-form');
    expect(within(form).getByLabelText('Tiêu đề (tiếng Anh)')).toHaveValue('');
    await user.click(within(form).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(callsTo(calls, 'PUT', '/api/admin/slides/2')).toHaveLength(1));
    expect(callsTo(calls, 'PUT', '/api/admin/slides/2')[0]?.body).not.toHaveProperty('titleEn');
  });

  it('moves a slide without sending its English title, which the server keeps', async () => {
    signInAsAdmin();
    const user = userEvent.setup();
    const calls = stubSlides();
    renderApp('/admin/slides');
    await user.click(await screen.findByRole('button', { name: 'Chuyển “Đợt mời tháng 8” xuống dưới' }));
    await waitFor(() => expect(callsTo(calls, 'PUT', '/api/admin/slides/1')).toHaveLength(1));
    expect(callsTo(calls, 'PUT', '/api/admin/slides/1')[0]?.body).toMatchObject({ order: 1 });
    expect(callsTo(calls, 'PUT', '/api/admin/slides/1')[0]?.body).not.toHaveProperty('titleEn');
  });
});
