import type { Member } from '@maplebridge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, ok, stubApi } from '#test/fake-api.ts';
import { ADMIN, failure, member, openConsole } from '../ops-test-kit.ts';

const SELF = member(1, { id: ADMIN.id, email: ADMIN.email, fullName: ADMIN.fullName, isAdmin: true });
const AN = member(2, { fullName: 'Trần Thị Bình', email: 'binh@example.com', isEmailVerified: false });
const page = (items: Member[], hasNextPage = false, currentPage = 1) =>
  ok({ items, hasNextPage, currentPage });
const listCalls = (calls: ApiCall[]) => calls.filter((call) => call.url.pathname === '/api/admin/members');
const rowOf = (name: string) =>
  screen.getAllByTestId('member-row').find((row) => within(row).queryByText(name)) as HTMLElement;

afterEach(() => vi.unstubAllGlobals());

describe('/admin/members', () => {
  it('lists members with their phone, verification, state and role; searches once typing stops', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /api/admin/members': ({ url }) =>
        url.searchParams.get('keyword') === 'binh' ? page([AN]) : page([SELF, AN], true),
    });
    openConsole('/admin/members');
    expect(await screen.findByRole('heading', { level: 1, name: 'Thành viên' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('member-row')).toHaveLength(2);
    expect(listCalls(calls)[0]?.url.search).toBe('?status=all&PageNumber=1&PageSize=20');
    const table = screen.getByRole('table', { name: 'Danh sách thành viên' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Họ và tên',
      'E-mail',
      'Số điện thoại',
      'Xác minh e-mail',
      'Tài khoản',
      'Vai trò',
      'Thao tác',
    ]);
    const binh = rowOf('Trần Thị Bình');
    expect(binh).toHaveTextContent('binh@example.com');
    expect(binh).toHaveTextContent('0900000002');
    expect(binh).toHaveTextContent('Chưa xác minh');
    expect(within(binh).getByTestId('member-active')).toHaveTextContent('Đang hoạt động');
    expect(within(binh).getByTestId('member-role')).toHaveTextContent('Thành viên');

    await user.type(screen.getByLabelText('Tìm thành viên'), 'binh');
    await waitFor(() => expect(screen.getAllByTestId('member-row')).toHaveLength(1));
    const keywords = listCalls(calls).map((call) => call.url.searchParams.get('keyword'));
    // One request for the whole word, none for "b", "bi", "bin".
    expect(keywords).toEqual([null, 'binh']);
  });

  it('filters by status and pages through the list', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /api/admin/members': ({ url }) =>
        url.searchParams.get('PageNumber') === '2'
          ? page([member(30)], false, 2)
          : page([SELF, AN], url.searchParams.get('status') === 'all'),
    });
    openConsole('/admin/members');
    await screen.findAllByTestId('member-row');
    await user.click(screen.getByRole('button', { name: /Trang sau/ }));
    expect(await screen.findByText('Thành viên 30')).toBeInTheDocument();
    expect(screen.getByTestId('pager-page')).toHaveTextContent('Trang 2');
    expect(screen.getByRole('button', { name: /Trang sau/ })).toBeDisabled();

    await user.selectOptions(screen.getByLabelText('Trạng thái'), 'admins');
    await waitFor(() => expect(listCalls(calls).at(-1)?.url.searchParams.get('status')).toBe('admins'));
    expect(listCalls(calls).at(-1)?.url.searchParams.get('PageNumber')).toBe('1');
  });

  it('never lets the admin deactivate or demote themselves, and says why', async () => {
    stubApi({ 'GET /api/admin/members': page([SELF, AN]) });
    openConsole('/admin/members');
    await screen.findAllByTestId('member-row');
    const self = rowOf(ADMIN.fullName);
    expect(within(self).getByText('Bạn')).toBeInTheDocument();
    const deactivate = within(self).getByRole('button', { name: 'Khóa tài khoản' });
    const demote = within(self).getByRole('button', { name: 'Bỏ quyền quản trị' });
    for (const button of [deactivate, demote]) {
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(
        'Bạn không thể tự khóa tài khoản hay tự bỏ quyền quản trị của chính mình.',
      );
    }
    const other = rowOf('Trần Thị Bình');
    expect(within(other).getByRole('button', { name: 'Khóa tài khoản' })).toBeEnabled();
    expect(within(other).getByRole('button', { name: 'Cấp quyền quản trị' })).toBeEnabled();
  });

  it('deactivates a member after a confirmation that traps focus and closes on Escape', async () => {
    const user = userEvent.setup();
    let binh = AN;
    const calls = stubApi({
      'GET /api/admin/members': () => page([SELF, binh]),
      [`PUT /api/admin/members/${AN.id}/active`]: ({ body }) => {
        binh = { ...binh, active: (body as { active: boolean }).active };
        return ok(binh);
      },
    });
    openConsole('/admin/members');
    await screen.findAllByTestId('member-row');
    const open = within(rowOf('Trần Thị Bình')).getByRole('button', { name: 'Khóa tài khoản' });
    await user.click(open);

    const dialog = screen.getByRole('dialog', { name: 'Khóa tài khoản này?' });
    expect(dialog).toHaveTextContent('Trần Thị Bình (binh@example.com) sẽ bị đăng xuất trên mọi thiết bị');
    const cancel = within(dialog).getByRole('button', { name: 'Hủy' });
    expect(cancel).toHaveFocus();
    // Tab cycles inside the dialog: Cancel → confirm → Cancel (Cancel is its way out, no ×).
    await user.tab();
    expect(within(dialog).getByTestId('confirm-button')).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.click(open);
    await user.click(screen.getByTestId('confirm-button'));
    expect(await screen.findByText('Đã khóa tài khoản của Trần Thị Bình.')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url.pathname).toBe(`/api/admin/members/${AN.id}/active`);
    expect(put?.body).toEqual({ active: false });
    await waitFor(() =>
      expect(within(rowOf('Trần Thị Bình')).getByTestId('member-active')).toHaveTextContent('Đã khóa'),
    );
    expect(within(rowOf('Trần Thị Bình')).getByRole('button', { name: 'Mở lại tài khoản' })).toBeEnabled();
  });

  it('promotes a member to admin, in English too', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /api/admin/members': page([SELF, AN]),
      [`PUT /api/admin/members/${AN.id}/role`]: ok({ ...AN, isAdmin: true }),
    });
    openConsole('/admin/members', 'en');
    await screen.findAllByTestId('member-row');
    await user.click(within(rowOf('Trần Thị Bình')).getByRole('button', { name: 'Make admin' }));
    const dialog = screen.getByRole('dialog', { name: 'Make this member an admin?' });
    await user.click(within(dialog).getByRole('button', { name: 'Make admin' }));
    expect(await screen.findByText('Trần Thị Bình is now an admin.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ isAdmin: true });
  });

  it('keeps the dialog open and says why when the server refuses', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/admin/members': page([SELF, member(3, { isAdmin: true })]),
      [`PUT /api/admin/members/${member(3).id}/role`]: failure(400, 'admin.selfDemotion'),
    });
    openConsole('/admin/members');
    await screen.findAllByTestId('member-row');
    await user.click(within(rowOf('Thành viên 3')).getByRole('button', { name: 'Bỏ quyền quản trị' }));
    await user.click(screen.getByTestId('confirm-button'));
    expect(await screen.findByTestId('confirm-error')).toHaveTextContent(
      'Bạn không thể tự bỏ quyền quản trị của mình.',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByTestId('confirm-button')).toBeEnabled();
  });
});
