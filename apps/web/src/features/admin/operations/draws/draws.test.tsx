import type { Draw } from '@maplebridge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, ok, stubApi } from '#test/fake-api.ts';
import { failure, openConsole } from '../ops-test-kit.ts';

const draw = (number: string, extra: Partial<Draw> = {}): Draw => ({
  number,
  date: '2026-08-19',
  name: 'Canadian Experience Class',
  category: 'cec',
  programs: 'Canadian Experience Class',
  invitations: 3000,
  lowestScore: 518,
  tieBreak: null,
  ...extra,
});
const page = (items: Draw[], hasNextPage = false, currentPage = 1) =>
  ok({ items, hasNextPage, currentPage, latestCutOff: items[0] ?? null });
const listCalls = (calls: ApiCall[]) => calls.filter((call) => call.url.pathname === '/api/draws');
const field = (label: string) => screen.getByLabelText(label);

/** Types a round into the form, by the fields' labels, and sends it. */
async function addRound(user: UserEvent, round: Record<string, string>, category?: string) {
  for (const [label, value] of Object.entries(round)) await user.type(field(label), value);
  if (category) await user.selectOptions(field('Nhóm'), category);
  await user.click(screen.getByRole('button', { name: 'Thêm đợt mời' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('/admin/draws', () => {
  it('lists rounds newest first with their numbers in Vietnamese format; filters by category and pages', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /api/draws': ({ url }) =>
        url.searchParams.get('PageNumber') === '2'
          ? page([draw('400')], false, 2)
          : url.searchParams.get('category') === 'french'
            ? page([draw('437', { category: 'french', name: 'French-language proficiency' })])
            : page([draw('438', { invitations: 12500 }), draw('436')], true),
    });
    openConsole('/admin/draws');
    expect(await screen.findByRole('heading', { level: 1, name: 'Đợt mời (draw)' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('draw-row');
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['#438', '#436']);
    expect(rows[0]).toHaveTextContent('19/08/2026');
    expect(rows[0]).toHaveTextContent('12.500');
    expect(rows[0]).toHaveTextContent('518');
    expect(rows[0]).toHaveTextContent('Diện Kinh nghiệm Canada (CEC)');
    const first = listCalls(calls)[0]?.url.searchParams;
    expect(first?.get('PageNumber')).toBe('1');
    expect(first?.get('PageSize')).toBe('20');
    expect(first?.has('category')).toBe(false);
    // The public list is cacheable; the console always asks for a fresh copy.
    expect(first?.get('fresh')).toMatch(/^\d+$/);

    await user.click(screen.getByRole('button', { name: /Trang sau/ }));
    expect(await screen.findByText('#400')).toBeInTheDocument();
    await user.selectOptions(screen.getByTestId('draw-category-filter'), 'french');
    expect(await screen.findByText('#437')).toBeInTheDocument();
    expect(listCalls(calls).at(-1)?.url.searchParams.get('category')).toBe('french');
    expect(listCalls(calls).at(-1)?.url.searchParams.get('PageNumber')).toBe('1');
  });

  it('checks a hand-entered round with the contract’s messages', async () => {
    const user = userEvent.setup();
    const calls = stubApi({ 'GET /api/draws': page([]) });
    openConsole('/admin/draws');
    await screen.findByTestId('empty');
    await user.type(field('Số đợt'), 'abc');
    await user.type(field('Điểm tối thiểu được mời'), '1300');
    await user.click(screen.getByRole('button', { name: 'Thêm đợt mời' }));
    expect(field('Số đợt')).toHaveAccessibleDescription(
      'Số đợt mời là các chữ số, có thể kèm một chữ cái (ví dụ 438 hoặc 91a).',
    );
    expect(field('Ngày')).toHaveAccessibleDescription('Vui lòng nhập ngày giờ hợp lệ.');
    expect(field('Tên đợt mời')).toHaveAccessibleDescription('Bắt buộc');
    expect(field('Số thư mời')).toHaveAccessibleDescription('Vui lòng nhập một số nguyên.');
    expect(field('Điểm tối thiểu được mời')).toHaveAccessibleDescription(
      'Giá trị nằm ngoài khoảng cho phép.',
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('adds a round, shows what it did and refreshes the list', async () => {
    const user = userEvent.setup();
    let stored = [draw('437')];
    const calls = stubApi({
      'GET /api/draws': () => page(stored),
      'POST /api/admin/draws': ({ body }) => {
        const added = { ...(body as Draw) };
        stored = [added, ...stored];
        return ok({ added: [added], skipped: 0, alerted: 12 }, 'Round added');
      },
    });
    openConsole('/admin/draws');
    await screen.findAllByTestId('draw-row');
    await addRound(
      user,
      {
        'Số đợt': '438',
        Ngày: '2026-09-02',
        'Tên đợt mời': 'Canadian Experience Class',
        'Số thư mời': '2500',
        'Điểm tối thiểu được mời': '519',
      },
      'Diện Kinh nghiệm Canada (CEC)',
    );

    expect(await screen.findByText('Đã thêm đợt mời #438.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      number: '438',
      date: '2026-09-02',
      name: 'Canadian Experience Class',
      category: 'cec',
      programs: '',
      invitations: 2500,
      lowestScore: 519,
      tieBreak: null,
    });
    expect(screen.getByTestId('draw-outcome-summary')).toHaveTextContent(
      '1 đợt mời mới, 0 đợt đã có, 12 thành viên được báo',
    );
    await waitFor(() => expect(screen.getAllByTestId('draw-row')).toHaveLength(2));
    expect(listCalls(calls).length).toBeGreaterThanOrEqual(2);
    expect(field('Số đợt')).toHaveValue('');
  });

  it('puts a duplicate round number on the number field', async () => {
    const user = userEvent.setup();
    stubApi({ 'GET /api/draws': page([]), 'POST /api/admin/draws': failure(409, 'draws.duplicate') });
    openConsole('/admin/draws');
    await screen.findByTestId('empty');
    await addRound(user, {
      'Số đợt': '437',
      Ngày: '2026-08-19',
      'Tên đợt mời': 'French-language proficiency',
      'Số thư mời': '5000',
      'Điểm tối thiểu được mời': '382',
    });
    await waitFor(() =>
      expect(field('Số đợt')).toHaveAccessibleDescription('Đợt mời (draw) có số này đã có.'),
    );
    expect(field('Số đợt')).toHaveFocus();
    expect(screen.getByText('Chưa thêm được đợt mời')).toBeInTheDocument();
    expect(screen.queryByTestId('draw-outcome-summary')).not.toBeInTheDocument();
  });

  it('imports IRCC’s rounds file as JSON and says how many were new, known and alerted', async () => {
    const user = userEvent.setup();
    const rounds = { classes: 'x', rounds: [{ drawNumber: '438', drawDate: '2026-09-02' }] };
    const calls = stubApi({
      'GET /api/draws': page([draw('437')]),
      'POST /api/admin/draws/import': ok({
        added: [draw('439', { date: '2026-09-16' }), draw('438', { date: '2026-09-02', lowestScore: 519 })],
        skipped: 435,
        alerted: 1200,
      }),
    });
    openConsole('/admin/draws');
    await screen.findAllByTestId('draw-row');
    await user.click(screen.getByRole('button', { name: 'Nhập tệp' }));
    expect(screen.getByTestId('draw-import-error')).toHaveTextContent('Hãy chọn một tệp .json.');

    const file = new File([JSON.stringify(rounds, null, 2)], 'ee_rounds_123_en.json', {
      type: 'application/json',
    });
    await user.upload(field('Tệp đợt mời của IRCC (.json)'), file);
    await user.click(screen.getByRole('button', { name: 'Nhập tệp' }));
    expect(await screen.findByTestId('draw-outcome-summary')).toHaveTextContent(
      '2 đợt mời mới, 435 đợt đã có, 1.200 thành viên được báo',
    );
    expect(screen.getByTestId('draw-outcome')).toHaveTextContent(
      '#438, ngày 02/09/2026, điểm tối thiểu được mời 519',
    );
    const sent = calls.find((call) => call.url.pathname === '/api/admin/draws/import');
    expect(sent?.body).toEqual(rounds);
    expect(sent?.headers.get('content-type')).toBe('application/json');
    expect(sent?.headers.get('authorization')).toBe('Bearer token');
  });

  it('refuses a file that is not JSON without sending it, and shows the server’s refusal of a wrong one', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /api/draws': page([]),
      'POST /api/admin/draws/import': failure(400, 'draws.invalidFile'),
    });
    openConsole('/admin/draws', 'en');
    await screen.findByTestId('empty');
    const input = field('IRCC rounds file (.json)');
    await user.upload(input, new File(['not json'], 'rounds.json', { type: 'application/json' }));
    await user.click(screen.getByRole('button', { name: 'Import file' }));
    expect(await screen.findByTestId('draw-import-error')).toHaveTextContent(
      "This file is not in IRCC's rounds format.",
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.upload(input, new File(['{"rounds": 3}'], 'rounds.json', { type: 'application/json' }));
    await user.click(screen.getByRole('button', { name: 'Import file' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(await screen.findByText('The file was not imported')).toBeInTheDocument();
    expect(screen.getByTestId('draw-import-error')).toHaveTextContent(
      "This file is not in IRCC's rounds format.",
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});
