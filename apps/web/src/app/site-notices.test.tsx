import type { SiteNotice } from '@maplebridge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '#shared/stores/session.store.ts';
import { useSettingsStore } from '#shared/stores/settings.store.ts';
import { ok, stubApi } from '#test/fake-api.ts';
import { renderApp } from '#test/render-app.tsx';

const REPORTED: SiteNotice = {
  id: '2026b103-0000-4000-8000-000000000022',
  messageVn: 'Có tin IRCC thay đổi CRS từ ngày 03/11/2026; điểm trên MapleBridge chưa tính thay đổi này.',
  messageEn:
    'IRCC was reported to change the CRS from November 3, 2026; MapleBridge scores do not include it yet.',
  severity: 'warning',
  linkUrl: 'https://www.canada.ca/en/immigration-refugees-citizenship.html',
  startsAt: '2026-11-03T00:00:00.000Z',
  endsAt: null,
};
const MAINTENANCE: SiteNotice = {
  ...REPORTED,
  id: '2026b103-0000-4000-8000-000000000023',
  messageVn: 'Bảo trì tối nay',
  messageEn: 'Maintenance tonight',
  severity: 'critical',
  linkUrl: '/contact',
};

beforeEach(() => {
  useSettingsStore.setState({ language: 'vi', isDrawerOpen: false });
  useSessionStore.setState({ token: '', user: null });
  sessionStorage.removeItem('site-notices-dismissed');
});
afterEach(() => vi.unstubAllGlobals());

describe('the site notices under the header', () => {
  it('shows each notice in the reader’s language, its severity in words, and its link', async () => {
    const calls = stubApi({ 'GET /api/notices': ok({ items: [REPORTED, MAINTENANCE] }) });
    renderApp('/');
    const region = await screen.findByRole('complementary', { name: 'Thông báo của MapleBridge' });
    const [reported, maintenance] = within(region).getAllByTestId('site-notice');
    expect(reported).toHaveTextContent(`Lưu ý: ${REPORTED.messageVn}`);
    expect(reported).toHaveAttribute('data-severity', 'warning');
    const outside = within(reported as HTMLElement).getByRole('link', { name: /Xem thêm/ });
    expect(outside).toHaveAttribute('href', REPORTED.linkUrl);
    expect(outside).toHaveAttribute('target', '_blank');
    expect(maintenance).toHaveTextContent('Quan trọng: Bảo trì tối nay');
    expect(within(maintenance as HTMLElement).getByRole('link', { name: 'Xem thêm' })).toHaveAttribute(
      'href',
      '/contact',
    );
    // Between the header and the page's content.
    const header = screen.getByTestId('site-header');
    expect(header.compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      region.compareDocumentPosition(screen.getByRole('main')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(calls.filter((call) => call.url.pathname === '/api/notices')).toHaveLength(1);
  });

  it('speaks English to an English reader', async () => {
    useSettingsStore.setState({ language: 'en' });
    stubApi({ 'GET /api/notices': ok({ items: [REPORTED] }) });
    renderApp('/news');
    expect(await screen.findByTestId('site-notice')).toHaveTextContent(`Please note: ${REPORTED.messageEn}`);
  });

  it('closes a notice for the rest of the session and gives the focus to the page', async () => {
    const user = userEvent.setup();
    stubApi({ 'GET /api/notices': ok({ items: [REPORTED, MAINTENANCE] }) });
    const first = renderApp('/');
    const [reported] = await screen.findAllByTestId('site-notice');
    await user.click(within(reported as HTMLElement).getByRole('button', { name: 'Ẩn thông báo này' }));
    expect(screen.getAllByTestId('site-notice')).toHaveLength(1);
    expect(screen.getByRole('main')).toHaveFocus();
    expect(JSON.parse(sessionStorage.getItem('site-notices-dismissed') ?? '[]')).toEqual([REPORTED.id]);

    first.unmount();
    renderApp('/news');
    await waitFor(() => expect(screen.getAllByTestId('site-notice')).toHaveLength(1));
    expect(screen.getByTestId('site-notice')).toHaveTextContent('Bảo trì tối nay');
  });

  it('adds nothing to a page when there is no notice, or when they cannot be read', async () => {
    const calls = stubApi({ 'GET /api/notices': ok({ items: [] }) });
    renderApp('/');
    await screen.findByTestId('home-title');
    await waitFor(() => expect(calls.some((call) => call.url.pathname === '/api/notices')).toBe(true));
    expect(
      screen.queryByRole('complementary', { name: 'Thông báo của MapleBridge' }),
    ).not.toBeInTheDocument();

    vi.unstubAllGlobals();
    const failing = stubApi({
      'GET /api/notices': {
        status: 503,
        body: { status: 503, message: 'Down', data: { code: 'server.unavailable' }, actionName: null },
      },
    });
    renderApp('/news');
    await waitFor(() =>
      expect(failing.filter((call) => call.url.pathname === '/api/notices').length).toBeGreaterThan(0),
    );
    expect(screen.queryByTestId('site-notices')).not.toBeInTheDocument();
  });
});
