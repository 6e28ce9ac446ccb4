import type { Notification } from '@maplebridge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, ok, stubApi } from '#test/fake-api.ts';
import { failure, member, openConsole } from '../ops-test-kit.ts';
import type { SentNotification } from './notifications.api.ts';

const notification = (index: number, extra: Partial<SentNotification> = {}): SentNotification => ({
  messageId: `10000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  isRead: false,
  status: 1,
  type: 0,
  title_VN: `Tiêu đề ${index}`,
  title_EN: `Title ${index}`,
  messageContent_VN: `Nội dung ${index}`,
  messageContent_EN: `Text ${index}`,
  externalLink: '',
  createdTime: '2026-08-19T07:05:00.000Z',
  ...extra,
});

const sends = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.url.pathname === '/api/admin/notifications');
const field = (label: string) => screen.getByLabelText(label);

async function fillTexts(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Tiêu đề (tiếng Việt)'), 'Đợt mời mới');
  await user.type(field('Tiêu đề (tiếng Anh)'), 'A new draw');
  await user.type(field('Nội dung (tiếng Việt)'), 'Xem điểm tối thiểu được mời.');
  await user.type(field('Nội dung (tiếng Anh)'), 'See the lowest score invited.');
}

afterEach(() => vi.unstubAllGlobals());

describe('/admin/notifications', () => {
  it('lists sent notifications: the title in the reader’s language, who got it, when', async () => {
    stubApi({
      'GET /api/admin/notifications': ok({
        items: [
          notification(1, { userId: null }),
          notification(2, { userId: member(2).id, recipientEmail: 'member2@example.com', type: 1 }),
          notification(3),
        ],
      }),
    });
    openConsole('/admin/notifications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Thông báo' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('notification-row');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Tiêu đề 1');
    expect(rows[0]).not.toHaveTextContent('Title 1');
    expect(rows[0]).toHaveTextContent('19/08/2026');
    expect(within(rows[0] as HTMLElement).getByTestId('notification-audience')).toHaveTextContent(
      'Mọi thành viên',
    );
    expect(within(rows[1] as HTMLElement).getByTestId('notification-audience')).toHaveTextContent(
      'member2@example.com',
    );
    expect(rows[1]).toHaveTextContent('Cảnh báo');
    // An answer without the audience fields says so rather than guessing.
    expect(within(rows[2] as HTMLElement).getByTestId('notification-audience')).toHaveTextContent('Không rõ');
  });

  it('shows English titles in English', async () => {
    stubApi({ 'GET /api/admin/notifications': ok({ items: [notification(1, { userId: null })] }) });
    openConsole('/admin/notifications', 'en');
    const [row] = await screen.findAllByTestId('notification-row');
    expect(row).toHaveTextContent('Title 1');
    expect(row).toHaveTextContent('Every member');
  });

  it('requires both languages, then sends to everyone and refreshes the list', async () => {
    const user = userEvent.setup();
    let sent: Notification[] = [];
    const calls = stubApi({
      'GET /api/admin/notifications': () => ok({ items: sent }),
      'POST /api/admin/notifications': ({ body }) => {
        const created = { ...notification(9), ...(body as object), userId: null } as Notification;
        sent = [created];
        return ok(created);
      },
    });
    openConsole('/admin/notifications');
    expect(await screen.findByTestId('empty')).toHaveTextContent('Chưa có thông báo nào được gửi.');
    await user.click(screen.getByRole('button', { name: 'Gửi thông báo' }));
    for (const label of [
      'Tiêu đề (tiếng Việt)',
      'Tiêu đề (tiếng Anh)',
      'Nội dung (tiếng Việt)',
      'Nội dung (tiếng Anh)',
    ]) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(field(label)).toHaveAccessibleDescription('Bắt buộc');
    }
    expect(sends(calls)).toHaveLength(0);
    expect(screen.getByTestId('audience-everyone')).toBeChecked();

    await fillTexts(user);
    await user.selectOptions(field('Loại thông báo'), 'Thành công');
    await user.click(screen.getByRole('button', { name: 'Gửi thông báo' }));
    expect(await screen.findByText('Đã gửi thông báo cho mọi thành viên.')).toBeInTheDocument();
    expect(sends(calls)[0]?.body).toEqual({
      type: 3,
      title_VN: 'Đợt mời mới',
      title_EN: 'A new draw',
      messageContent_VN: 'Xem điểm tối thiểu được mời.',
      messageContent_EN: 'See the lowest score invited.',
      userId: null,
    });
    expect(await screen.findByText('Đợt mời mới', { selector: 'span' })).toBeInTheDocument();
    expect(field('Tiêu đề (tiếng Việt)')).toHaveValue('');
  });

  it('sends to one member picked by e-mail through the members search', async () => {
    const user = userEvent.setup();
    const target = member(4, { email: 'lan@example.com', fullName: 'Phạm Lan' });
    const calls = stubApi({
      'GET /api/admin/notifications': ok({ items: [] }),
      'GET /api/admin/members': ({ url }) =>
        ok({
          items: url.searchParams.get('keyword') === 'lan@' ? [target] : [],
          hasNextPage: false,
          currentPage: 1,
        }),
      'POST /api/admin/notifications': ({ body }) => ok({ ...notification(5), ...(body as object) }),
    });
    openConsole('/admin/notifications');
    await screen.findByTestId('empty');
    await user.click(screen.getByLabelText('Một thành viên'));
    await fillTexts(user);
    await user.click(screen.getByRole('button', { name: 'Gửi thông báo' }));
    expect(await screen.findByText('Hãy chọn một thành viên.')).toBeInTheDocument();
    expect(sends(calls)).toHaveLength(0);

    await user.type(field('Tìm thành viên theo e-mail'), 'lan@');
    await user.click(await screen.findByRole('button', { name: /Phạm Lan/ }));
    const search = calls.find((call) => call.url.pathname === '/api/admin/members');
    expect(search?.url.searchParams.get('status')).toBe('active');
    expect(screen.getByTestId('picked-member')).toHaveTextContent('lan@example.com');
    expect(screen.queryByText('Hãy chọn một thành viên.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Gửi thông báo' }));
    expect(await screen.findByText('Đã gửi thông báo cho lan@example.com.')).toBeInTheDocument();
    expect(sends(calls)[0]?.body).toMatchObject({ userId: target.id, title_EN: 'A new draw' });
  });

  it('says so when the server refuses the member', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/admin/notifications': ok({ items: [] }),
      'GET /api/admin/members': ok({ items: [member(6)], hasNextPage: false, currentPage: 1 }),
      'POST /api/admin/notifications': failure(400, 'notifications.unknownUser', [
        { field: 'body.userId', code: 'unknown_user', message: 'errors.notifications.unknownUser' },
      ]),
    });
    openConsole('/admin/notifications');
    await screen.findByTestId('empty');
    await user.click(screen.getByLabelText('Một thành viên'));
    await user.type(field('Tìm thành viên theo e-mail'), 'member6');
    await user.click(await screen.findByTestId('member-option'));
    await fillTexts(user);
    await user.click(screen.getByRole('button', { name: 'Gửi thông báo' }));
    expect(await screen.findByText('Chưa gửi được thông báo')).toBeInTheDocument();
    // In the toast, and under the member it is about.
    expect(screen.getAllByText('Thành viên này không tồn tại.')).toHaveLength(2);
    expect(within(screen.getByTestId('notification-form')).getByRole('alert')).toHaveTextContent(
      'Thành viên này không tồn tại.',
    );
    // Nothing typed is lost.
    expect(field('Tiêu đề (tiếng Việt)')).toHaveValue('Đợt mời mới');
  });

  it('deletes a notification only once confirmed', async () => {
    const user = userEvent.setup();
    let items = [notification(1, { userId: null }), notification(2, { userId: null })];
    const calls = stubApi({
      'GET /api/admin/notifications': () => ok({ items }),
      [`DELETE /api/admin/notifications/${notification(1).messageId}`]: () => {
        items = items.slice(1);
        return ok(null);
      },
      [`DELETE /api/admin/notifications/${notification(2).messageId}`]: failure(
        404,
        'notifications.notFound',
      ),
    });
    openConsole('/admin/notifications');
    await screen.findAllByTestId('notification-row');
    const remove = screen.getByRole('button', { name: 'Xóa thông báo “Tiêu đề 1”' });
    await user.click(remove);
    const dialog = screen.getByRole('dialog', { name: 'Xóa thông báo này?' });
    expect(dialog).toHaveTextContent('Tiêu đề 1');
    await user.click(within(dialog).getByRole('button', { name: 'Hủy' }));
    expect(remove).toHaveFocus();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(remove);
    await user.click(screen.getByTestId('confirm-button'));
    expect(await screen.findByText('Đã xóa thông báo.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('notification-row')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Xóa thông báo “Tiêu đề 2”' }));
    await user.click(screen.getByTestId('confirm-button'));
    expect(await screen.findByTestId('confirm-error')).toHaveTextContent('Không tìm thấy thông báo.');
  });
});
