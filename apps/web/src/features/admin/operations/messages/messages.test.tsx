import type { SupportMessage } from '@maplebridge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, ok, stubApi } from '#test/fake-api.ts';
import { failure, openConsole } from '../ops-test-kit.ts';
import { excerptOf } from './messages.page.tsx';

const ID = '20000000-0000-4000-8000-000000000001';
const CRM = '30000000-0000-4000-8000-000000000001';
const MAIL = '30000000-0000-4000-8000-000000000002';
const LONG =
  'Chào MapleBridge, mình muốn hỏi về thư mời nộp hồ sơ (ITA) sau đợt mời (draw) gần nhất.\nĐiểm CRS của mình là 505, vợ mình có IELTS CLB 7. Mình nên làm gì tiếp theo?';

const message = (extra: Partial<SupportMessage> = {}): SupportMessage => ({
  id: ID,
  reference: 'MB-7K2Q9P',
  fullName: 'Lê Thị Hoa',
  email: 'hoa@example.com',
  phoneNumber: '0901234567',
  street: null,
  message: LONG,
  userId: null,
  createdAt: '2026-08-19T07:05:00.000Z',
  handledAt: null,
  deliveries: [
    {
      id: CRM,
      kind: 'crm.lead',
      status: 'failed',
      attempts: 5,
      lastError: 'CRM answered 503 Service Unavailable',
      nextAttemptAt: null,
      sentAt: null,
    },
    {
      id: MAIL,
      kind: 'mail.support',
      status: 'sent',
      attempts: 1,
      lastError: null,
      nextAttemptAt: null,
      sentAt: '2026-08-19T07:05:02.000Z',
    },
  ],
  ...extra,
});
const page = (items: SupportMessage[], hasNextPage = false, currentPage = 1) =>
  ok({ items, hasNextPage, currentPage });
const listCalls = (calls: ApiCall[]) =>
  calls.filter((call) => call.url.pathname === '/api/admin/contact-messages');

afterEach(() => vi.unstubAllGlobals());

describe('excerptOf', () => {
  it('keeps a short message whole and cuts a long one on one line', () => {
    expect(excerptOf('  Xin chào\n bạn ')).toBe('Xin chào bạn');
    const excerpt = excerptOf(LONG);
    expect(excerpt.length).toBeLessThanOrEqual(90);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(excerpt).not.toContain('\n');
  });
});

describe('/admin/messages', () => {
  it('lists open messages first, with reference, sender, date, an excerpt and delivery badges', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /api/admin/contact-messages': ({ url }) =>
        url.searchParams.get('status') === 'handled'
          ? page([message({ reference: 'MB-HANDLD', handledAt: '2026-08-20T01:00:00.000Z' })])
          : page([message()]),
    });
    openConsole('/admin/messages');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tin nhắn liên hệ' })).toBeInTheDocument();
    const [row] = await screen.findAllByTestId('message-row');
    expect(listCalls(calls)[0]?.url.search).toBe('?status=open&PageNumber=1&PageSize=20');
    expect(row).toHaveTextContent('MB-7K2Q9P');
    expect(row).toHaveTextContent('Lê Thị Hoa');
    expect(row).toHaveTextContent('hoa@example.com');
    expect(row).toHaveTextContent('19/08/2026');
    expect(row).toHaveTextContent(excerptOf(LONG));
    expect(
      within(row as HTMLElement)
        .getAllByTestId('delivery-badge')
        .map((badge) => badge.textContent),
    ).toEqual(['CRM: Gửi lỗi', 'E-mail hỗ trợ: Đã gửi']);

    await user.selectOptions(screen.getByLabelText('Hiển thị'), 'handled');
    expect(await screen.findByText('MB-HANDLD')).toBeInTheDocument();
    expect(listCalls(calls).at(-1)?.url.searchParams.get('status')).toBe('handled');
  });

  it('opens the whole message in a drawer with every delivery, and sends a failed one again', async () => {
    const user = userEvent.setup();
    let current = message();
    const calls = stubApi({
      'GET /api/admin/contact-messages': () => page([current]),
      [`GET /api/admin/contact-messages/${ID}`]: () => ok(current),
      [`POST /api/admin/contact-messages/${ID}/deliveries/${CRM}/retry`]: () => {
        current = message({
          deliveries: [
            { ...(current.deliveries[0] as SupportMessage['deliveries'][number]), status: 'pending' },
            current.deliveries[1] as SupportMessage['deliveries'][number],
          ],
        });
        return ok(current);
      },
    });
    openConsole('/admin/messages');
    const open = await screen.findByRole('button', { name: 'Xem tin nhắn MB-7K2Q9P' });
    await user.click(open);
    const drawer = screen.getByRole('dialog', { name: 'Tin nhắn MB-7K2Q9P' });
    expect(within(drawer).getByTestId('message-text').textContent).toBe(LONG);
    expect(drawer).toHaveTextContent('0901234567');
    expect(drawer).toHaveTextContent('Khách (chưa đăng nhập)');
    expect(within(drawer).getByTestId('message-state')).toHaveTextContent('Chưa xử lý');
    const [crm, mail] = within(drawer).getAllByTestId('delivery');
    expect(crm).toHaveTextContent('CRM');
    expect(crm).toHaveTextContent('Gửi lỗi');
    expect(crm).toHaveTextContent('Số lần thử: 5');
    expect(crm).toHaveTextContent('CRM answered 503 Service Unavailable');
    expect(crm).toHaveTextContent('Thử lại lúc: —');
    expect(mail).toHaveTextContent('Đã gửi');
    expect(mail).toHaveTextContent('19/08/2026');
    expect(within(mail as HTMLElement).queryByRole('button', { name: 'Gửi lại' })).not.toBeInTheDocument();

    await user.click(within(crm as HTMLElement).getByRole('button', { name: 'Gửi lại' }));
    expect(await screen.findByText('Tin nhắn sẽ được gửi lại trong giây lát.')).toBeInTheDocument();
    expect(calls.some((call) => call.url.pathname.endsWith(`/deliveries/${CRM}/retry`))).toBe(true);
    await waitFor(() =>
      expect(
        within(screen.getAllByTestId('delivery')[0] as HTMLElement).getByTestId('delivery-status'),
      ).toHaveTextContent('Đang chờ'),
    );
    expect(screen.queryByRole('button', { name: 'Gửi lại' })).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('says clearly when a delivery can no longer be sent again', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/admin/contact-messages': page([message()]),
      [`GET /api/admin/contact-messages/${ID}`]: ok(message()),
      [`POST /api/admin/contact-messages/${ID}/deliveries/${CRM}/retry`]: failure(
        409,
        'contact.deliveryNotFailed',
      ),
    });
    openConsole('/admin/messages');
    await user.click(await screen.findByTestId('open-message'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Gửi lại' }));
    expect(await screen.findByTestId('message-error')).toHaveTextContent(
      'Chỉ có thể gửi lại một lần gửi đã thất bại.',
    );
  });

  it('marks a message handled, then reopens it', async () => {
    const user = userEvent.setup();
    let current = message();
    const calls = stubApi({
      'GET /api/admin/contact-messages': () => page(current.handledAt ? [] : [current]),
      [`GET /api/admin/contact-messages/${ID}`]: () => ok(current),
      [`PUT /api/admin/contact-messages/${ID}/handled`]: ({ body }) => {
        current = message({
          handledAt: (body as { handled: boolean }).handled ? '2026-08-20T01:00:00.000Z' : null,
        });
        return ok(current);
      },
    });
    openConsole('/admin/messages', 'en');
    await user.click(await screen.findByRole('button', { name: 'Open message MB-7K2Q9P' }));
    await user.click(screen.getByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByText('Message marked handled.')).toBeInTheDocument();
    expect(screen.getByTestId('message-state')).toHaveTextContent('Handled');
    // The open list no longer has it; the drawer stays until closed.
    await waitFor(() => expect(screen.queryAllByTestId('message-row')).toHaveLength(0));

    await user.click(screen.getByRole('button', { name: 'Reopen' }));
    expect(await screen.findByText('Message reopened.')).toBeInTheDocument();
    const puts = calls.filter((call) => call.method === 'PUT').map((call) => call.body);
    expect(puts).toEqual([{ handled: true }, { handled: false }]);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findAllByTestId('message-row')).toHaveLength(1);
  });
});
