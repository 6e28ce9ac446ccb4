import type { Draw, SyncJobStatus } from '@maplebridge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '#test/fake-api.ts';
import { failure, openConsole } from '../ops-test-kit.ts';

const FEED = 'https://www.canada.ca/content/dam/ircc/documents/json/ee_rounds_123_en.json';

const job = (extra: Partial<SyncJobStatus> = {}): SyncJobStatus => ({
  job: 'draws',
  isEnabled: true,
  sources: [FEED],
  intervalSeconds: 3600,
  isRunning: false,
  nextRunAt: '2099-11-28T05:00:00.000Z',
  failures: 0,
  lastRun: {
    finishedAt: '2026-11-28T04:00:00.000Z',
    outcome: 'ok',
    reason: 'imported',
    detail: null,
    added: 0,
  },
  ...extra,
});
const NEWS_OFF = job({ job: 'news', isEnabled: false, sources: [], nextRunAt: null, lastRun: null });
const statuses = (draws: SyncJobStatus) => ok({ items: [draws, NEWS_OFF] });
const round: Draw = {
  number: '438',
  date: '2026-11-26',
  name: 'Canadian Experience Class',
  category: 'cec',
  programs: '',
  invitations: 3000,
  lowestScore: 515,
  tieBreak: null,
};
const drawsPage = (items: Draw[]) => ok({ items, hasNextPage: false, currentPage: 1, latestCutOff: null });

afterEach(() => vi.unstubAllGlobals());

describe('the automatic import panel', () => {
  it('shows the last run and the next on the rounds page; "run now" runs it and refreshes the rounds', async () => {
    const user = userEvent.setup();
    let stored: Draw[] = [];
    const calls = stubApi({
      'GET /api/admin/sync': statuses(job()),
      'GET /api/draws': () => drawsPage(stored),
      'POST /api/admin/sync/draws/run': () => {
        stored = [round];
        return ok({
          hasRun: true,
          job: job({ lastRun: { ...(job().lastRun as SyncJobStatus['lastRun'] & object), added: 1 } }),
        });
      },
    });
    openConsole('/admin/draws');
    const panel = await screen.findByRole('region', { name: 'Tự động cập nhật đợt mời từ IRCC' });
    expect(await within(panel).findByTestId('sync-state')).toHaveTextContent('Đang bật');
    expect(panel).toHaveTextContent('mỗi 60 phút');
    expect(within(panel).getByTestId('sync-result')).toHaveTextContent('Thành công Không có gì mới.');
    expect(within(panel).getByText(FEED)).toBeInTheDocument();
    expect(within(panel).getByText('Lần tới').nextSibling).toHaveTextContent('2099');

    await screen.findByTestId('empty');
    await user.click(within(panel).getByRole('button', { name: 'Chạy ngay' }));
    await waitFor(() =>
      expect(within(panel).getByTestId('sync-result')).toHaveTextContent('Thành công 1 đợt mời (draw) mới.'),
    );
    expect(await screen.findByText('Đã cập nhật xong.')).toBeInTheDocument();
    expect(await screen.findAllByTestId('draw-row')).toHaveLength(1);
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url.pathname)).toEqual([
      '/api/admin/sync/draws/run',
    ]);
  });

  it('says why the last run failed, in the reader’s language, and that it is retrying', async () => {
    stubApi({
      'GET /api/admin/sync': statuses(
        job({
          failures: 3,
          lastRun: {
            finishedAt: '2026-11-28T04:00:00.000Z',
            outcome: 'failed',
            reason: 'timeout',
            detail: 'no complete answer within 20 s',
            added: 0,
          },
        }),
      ),
      'GET /api/draws': drawsPage([]),
    });
    openConsole('/admin/draws', 'en');
    const panel = await screen.findByRole('region', { name: "Automatic import of IRCC's rounds" });
    expect(await within(panel).findByTestId('sync-state')).toHaveTextContent('Retrying');
    expect(within(panel).getByTestId('sync-result')).toHaveTextContent(
      'Failed The feed did not answer in time.no complete answer within 20 s',
    );
    expect(panel).toHaveTextContent('3 failed runs in a row; the next tries wait longer each time.');
  });

  it('says when another server is running it, and shows the console’s refusal of a job with no feed', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/admin/sync': statuses(job()),
      'GET /api/draws': drawsPage([]),
      'POST /api/admin/sync/draws/run': ok({ hasRun: false, job: job({ isRunning: true }) }),
    });
    openConsole('/admin/draws');
    const panel = await screen.findByRole('region', { name: 'Tự động cập nhật đợt mời từ IRCC' });
    await user.click(await within(panel).findByRole('button', { name: 'Chạy ngay' }));
    expect(
      await screen.findByText('Lần cập nhật này đang chạy; kết quả sẽ hiện ở đây khi xong.'),
    ).toBeInTheDocument();
    expect(within(panel).getByTestId('sync-state')).toHaveTextContent('Đang chạy');
    expect(panel).toHaveTextContent('Đang chạy…');

    stubApi({
      'GET /api/admin/sync': statuses(job()),
      'POST /api/admin/sync/draws/run': failure(409, 'sync.notConfigured'),
    });
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Chạy ngay' })).toBeEnabled());
    await user.click(within(panel).getByRole('button', { name: 'Chạy ngay' }));
    expect(
      await screen.findByText('Mục cập nhật tự động này chưa được bật: chưa có nguồn nào được cấu hình.'),
    ).toBeInTheDocument();
  });

  it('tells staff on the news page how to turn the import of news feeds on, with nothing to run', async () => {
    stubApi({
      'GET /api/admin/sync': statuses(job()),
      'GET /api/notifications/user': ok({ items: [], hasNextPage: false, currentPage: 1 }),
      'GET /api/news': ok({ items: [], hasNextPage: false, currentPage: 1 }),
    });
    openConsole('/admin/news', 'en');
    const panel = await screen.findByRole('region', { name: 'Automatic import of news feeds' });
    expect(await within(panel).findByTestId('sync-state')).toHaveTextContent('Off');
    expect(panel).toHaveTextContent('Set the NEWS_FEEDS environment variable');
    expect(within(panel).queryByRole('button', { name: 'Run now' })).not.toBeInTheDocument();
    expect(within(panel).queryByTestId('sync-details')).not.toBeInTheDocument();
  });
});
