import type { AuditEntry } from '@maplebridge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, ok, stubApi } from '#test/fake-api.ts';
import { ADMIN, openConsole } from '../ops-test-kit.ts';

const entry = (index: number, extra: Partial<AuditEntry> = {}): AuditEntry => ({
  id: `40000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  actorId: ADMIN.id,
  actorEmail: ADMIN.email,
  action: 'admin.members.active',
  method: 'PUT',
  path: '/api/admin/members/00000000-0000-4000-8000-000000000002/active',
  statusCode: 200,
  subject: null,
  ip: '203.0.113.7',
  createdAt: '2026-08-19T07:05:00.000Z',
  ...extra,
});
const page = (items: AuditEntry[], hasNextPage = false, currentPage = 1) =>
  ok({ items, hasNextPage, currentPage });
const listCalls = (calls: ApiCall[]) => calls.filter((call) => call.url.pathname === '/api/admin/audit-log');

afterEach(() => vi.unstubAllGlobals());

describe('/admin/audit', () => {
  it('shows who did what, where, with which result and when; readable labels for known actions', async () => {
    stubApi({
      'GET /api/admin/audit-log': page([
        entry(1),
        entry(2, { action: 'admin.draws.import', method: 'POST', path: '/api/admin/draws/import' }),
        entry(3, {
          action: 'admin.reports.export',
          actorEmail: null,
          method: 'POST',
          path: '/api/admin/reports',
        }),
      ]),
    });
    openConsole('/admin/audit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nhật ký thao tác' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('audit-row');
    const table = screen.getByRole('table', { name: 'Nhật ký thao tác' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Người thực hiện', 'Thao tác', 'Đường dẫn', 'Kết quả', 'Thời gian']);
    expect(rows[0]).toHaveTextContent(ADMIN.email);
    expect(within(rows[0] as HTMLElement).getByTestId('audit-action')).toHaveTextContent(
      'Khóa hoặc mở lại tài khoản',
    );
    expect(rows[0]).toHaveTextContent('PUT /api/admin/members/00000000-0000-4000-8000-000000000002/active');
    expect(rows[0]).toHaveTextContent('200');
    expect(rows[0]).toHaveTextContent('19/08/2026');
    expect(within(rows[1] as HTMLElement).getByTestId('audit-action')).toHaveTextContent(
      'Nhập tệp đợt mời của IRCC',
    );
    // An action the console does not know yet is shown as it is.
    expect(within(rows[2] as HTMLElement).getByTestId('audit-action')).toHaveTextContent(
      'admin.reports.export',
    );
    expect(rows[2]).toHaveTextContent('Không rõ');
  });

  it('shows a code lock-out, which no admin made: the account and the client address', async () => {
    stubApi({
      'GET /api/admin/audit-log': page([
        entry(1, {
          action: 'security.codesLocked',
          actorId: null,
          actorEmail: null,
          method: 'POST',
          path: '/api/auth/verify-otp',
          statusCode: 429,
          subject: 'lan@example.com',
          ip: '203.0.113.7',
        }),
      ]),
    });
    openConsole('/admin/audit', 'en');
    const [row] = await screen.findAllByTestId('audit-row');
    expect(within(row as HTMLElement).getByTestId('audit-action')).toHaveTextContent(
      'Locked code checks after 10 wrong codes',
    );
    expect(row).toHaveTextContent('Unknown');
    expect(row).toHaveTextContent('Account: lan@example.com');
    expect(row).toHaveTextContent('from 203.0.113.7');
    expect(row).toHaveTextContent('429');
  });

  it('shows failed sign-ins and refused console requests with readable labels and the address (issue 18)', async () => {
    const entries = [
      entry(1, {
        action: 'security.loginFailed',
        actorId: null,
        actorEmail: 'ghost@example.com',
        method: 'POST',
        path: '/api/auth/login',
        statusCode: 401,
        ip: '2001:db8::50',
      }),
      entry(2, {
        action: 'security.adminRefused',
        actorId: null,
        actorEmail: null,
        method: 'GET',
        path: '/api/admin/members',
        statusCode: 401,
        ip: '198.51.100.60',
      }),
      entry(3, { ip: null }),
    ];
    stubApi({ 'GET /api/admin/audit-log': page(entries) });
    openConsole('/admin/audit');
    const rows = await screen.findAllByTestId('audit-row');
    expect(within(rows[0] as HTMLElement).getByTestId('audit-action')).toHaveTextContent(
      'Đăng nhập không thành công',
    );
    expect(rows[0]).toHaveTextContent('ghost@example.com');
    expect(rows[0]).toHaveTextContent('từ 2001:db8::50');
    expect(rows[0]).toHaveTextContent('POST /api/auth/login');
    expect(rows[0]).toHaveTextContent('401');
    expect(within(rows[1] as HTMLElement).getByTestId('audit-action')).toHaveTextContent(
      'Yêu cầu vào trang quản trị bị từ chối',
    );
    expect(rows[1]).toHaveTextContent('Không rõ');
    // An entry written before addresses were kept shows none.
    expect(within(rows[2] as HTMLElement).queryByTestId('audit-ip')).not.toBeInTheDocument();
  });

  it('filters the security events in English', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /api/admin/audit-log': page([entry(1, { action: 'security.adminRefused', statusCode: 403 })]),
    });
    openConsole('/admin/audit', 'en');
    expect(await screen.findByText('Refused console request')).toBeInTheDocument();
    expect(screen.getByText('from 203.0.113.7')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Area'), 'Security');
    await waitFor(() => expect(listCalls(calls).at(-1)?.url.searchParams.get('action')).toBe('security.'));
  });

  it('filters by area and pages, newest first as the server sends them', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /api/admin/audit-log': ({ url }) =>
        url.searchParams.get('PageNumber') === '2'
          ? page([entry(60, { action: 'admin.tags.delete' })], false, 2)
          : page([entry(1)], true),
    });
    openConsole('/admin/audit', 'en');
    await screen.findAllByTestId('audit-row');
    expect(listCalls(calls)[0]?.url.search).toBe('?PageNumber=1&PageSize=50');
    await user.click(screen.getByRole('button', { name: /Next page/ }));
    expect(await screen.findByText('Deleted a tag')).toBeInTheDocument();
    expect(screen.getByTestId('pager-page')).toHaveTextContent('Page 2');

    await user.selectOptions(screen.getByLabelText('Area'), 'Members');
    await waitFor(() =>
      expect(listCalls(calls).at(-1)?.url.searchParams.get('action')).toBe('admin.members'),
    );
    expect(listCalls(calls).at(-1)?.url.searchParams.get('PageNumber')).toBe('1');
  });
});
