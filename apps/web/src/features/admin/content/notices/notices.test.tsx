import type { SiteNotice } from '@maplebridge/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSettingsStore } from '#shared/stores/settings.store.ts';
import { ok, stubApi } from '#test/fake-api.ts';
import { renderApp } from '#test/render-app.tsx';
import { callsTo, NO_NOTIFICATIONS, signInAsAdmin } from '../test-support.ts';
import { toLocalInput } from './notice-form-schema.ts';

const DAY = 86_400_000;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();

const notice = (id: number, extra: Partial<SiteNotice>): SiteNotice => ({
  id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  messageVn: `Thông báo ${id}`,
  messageEn: `Notice ${id}`,
  severity: 'info',
  linkUrl: null,
  startsAt: iso(-DAY),
  endsAt: null,
  ...extra,
});
const NOTICES = [
  notice(1, { startsAt: iso(DAY), messageVn: 'Sắp bảo trì', severity: 'critical' }),
  notice(2, { messageVn: 'Quy tắc CRS có thể đã đổi', severity: 'warning' }),
  notice(3, { startsAt: iso(-3 * DAY), endsAt: iso(-2 * DAY), messageVn: 'Đợt mời đã qua' }),
];

beforeEach(() => signInAsAdmin());
afterEach(() => vi.unstubAllGlobals());

const setMoment = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

describe('/admin/notices', () => {
  it('lists every notice with its severity and whether readers see it now', async () => {
    stubApi({
      'GET /api/notifications/user': NO_NOTIFICATIONS,
      'GET /api/admin/notices': ok({ items: NOTICES }),
    });
    renderApp('/admin/notices');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thông báo trên trang' }),
    ).toBeInTheDocument();
    const rows = await screen.findAllByTestId('notice-row');
    expect(rows.map((row) => within(row).getByTestId('notice-state').textContent)).toEqual([
      'Chưa bắt đầu',
      'Đang hiển thị',
      'Đã kết thúc',
    ]);
    expect(rows[0]).toHaveTextContent('Quan trọng');
    expect(rows[1]).toHaveTextContent(/Từ .+, chưa có ngày kết thúc/);
    expect(screen.getByRole('link', { name: 'Thông báo trên trang' })).toHaveAttribute(
      'href',
      '/admin/notices',
    );
  });

  it('checks a notice before sending: both messages, an https link, an end after the start', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /api/notifications/user': NO_NOTIFICATIONS,
      'GET /api/admin/notices': ok({ items: [] }),
    });
    renderApp('/admin/notices');
    await user.click(await screen.findByRole('button', { name: 'Thêm thông báo' }));
    const form = screen.getByTestId('notice-form');
    expect(within(form).getByRole('heading', { name: 'Thông báo mới' })).toHaveFocus();
    await user.type(within(form).getByLabelText(/Đường dẫn/), 'http://www.canada.ca/');
    setMoment(within(form).getByLabelText(/Bắt đầu/), '2026-12-01T09:00');
    setMoment(within(form).getByLabelText(/Kết thúc/), '2026-11-30T09:00');
    await user.click(within(form).getByRole('button', { name: 'Lưu thông báo' }));
    expect(await within(form).findAllByText('Bắt buộc')).toHaveLength(2);
    expect(
      within(form).getByText(
        'Nhập địa chỉ web bắt đầu bằng https://, hoặc đường dẫn trên trang bắt đầu bằng /.',
      ),
    ).toBeInTheDocument();
    expect(within(form).getByText('Thời điểm kết thúc phải sau thời điểm bắt đầu.')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/admin/notices')).toHaveLength(0);
  });

  it('publishes a notice in both languages with its moments as ISO date-times, and the bar reads them anew', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /api/notifications/user': NO_NOTIFICATIONS,
      'GET /api/admin/notices': ok({ items: [] }),
      'GET /api/notices': ok({ items: [] }),
      'POST /api/admin/notices': ({ body }) =>
        ok(notice(9, body as Partial<SiteNotice>), 'Site notice created'),
    });
    renderApp('/admin/notices');
    await user.click(await screen.findByRole('button', { name: 'Thêm thông báo' }));
    const form = screen.getByTestId('notice-form');
    await user.type(within(form).getByLabelText(/Nội dung tiếng Việt/), 'Có tin IRCC thay đổi CRS.');
    await user.type(
      within(form).getByLabelText(/Nội dung tiếng Anh/),
      'IRCC was reported to change the CRS.',
    );
    await user.selectOptions(within(form).getByLabelText('Mức độ'), 'warning');
    await user.type(within(form).getByLabelText(/Đường dẫn/), '/crs-tool/more-information');
    setMoment(within(form).getByLabelText(/Bắt đầu/), '2026-11-28T09:00');
    setMoment(within(form).getByLabelText(/Kết thúc/), '2026-12-31T17:30');
    await user.click(within(form).getByRole('button', { name: 'Lưu thông báo' }));

    await waitFor(() => expect(callsTo(calls, 'POST', '/api/admin/notices')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/api/admin/notices')[0]?.body).toEqual({
      messageVn: 'Có tin IRCC thay đổi CRS.',
      messageEn: 'IRCC was reported to change the CRS.',
      severity: 'warning',
      linkUrl: '/crs-tool/more-information',
      startsAt: new Date('2026-11-28T09:00').toISOString(),
      endsAt: new Date('2026-12-31T17:30').toISOString(),
    });
    expect(await screen.findByText('Đã đăng thông báo')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('notice-form')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(callsTo(calls, 'GET', '/api/notices').some((call) => call.url.searchParams.has('fresh'))).toBe(
        true,
      ),
    );
  });

  it('edits a notice from its own values, and deletes one after asking (en)', async () => {
    useSettingsStore.setState({ language: 'en' });
    const user = userEvent.setup();
    const [, shown, ended] = NOTICES as [SiteNotice, SiteNotice, SiteNotice];
    const calls = stubApi({
      'GET /api/notifications/user': NO_NOTIFICATIONS,
      'GET /api/admin/notices': ok({ items: NOTICES }),
      [`PUT /api/admin/notices/${shown.id}`]: ({ body }) => ok({ ...shown, ...(body as object) }),
      [`DELETE /api/admin/notices/${ended.id}`]: ok(null, 'Site notice deleted'),
    });
    renderApp('/admin/notices');
    await user.click(await screen.findByRole('button', { name: 'Edit the notice “Notice 2”' }));
    const form = screen.getByTestId('notice-form');
    expect(within(form).getByLabelText(/Message in Vietnamese/)).toHaveValue('Quy tắc CRS có thể đã đổi');
    expect(within(form).getByLabelText(/Starts/)).toHaveValue(toLocalInput(new Date(shown.startsAt)));
    expect(within(form).getByLabelText(/Ends/)).toHaveValue('');
    await user.selectOptions(within(form).getByLabelText('Severity'), 'critical');
    await user.click(within(form).getByRole('button', { name: 'Save the notice' }));
    await waitFor(() => expect(callsTo(calls, 'PUT', `/api/admin/notices/${shown.id}`)).toHaveLength(1));
    expect(callsTo(calls, 'PUT', `/api/admin/notices/${shown.id}`)[0]?.body).toMatchObject({
      messageEn: 'Notice 2',
      severity: 'critical',
      linkUrl: null,
      endsAt: null,
    });

    await user.click(await screen.findByRole('button', { name: 'Delete the notice “Notice 3”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this notice?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(calls, 'DELETE', `/api/admin/notices/${ended.id}`)).toHaveLength(1));
    expect(await screen.findByText('Notice deleted')).toBeInTheDocument();
  });
});
