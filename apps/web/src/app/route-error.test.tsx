import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadAllTexts } from '#shared/i18n/i18n.ts';
import { RouteError } from './route-error.tsx';

beforeAll(async () => {
  await loadAllTexts('vi');
  await i18n.changeLanguage('vi');
});

describe('RouteError', () => {
  const reports: unknown[] = [];
  beforeEach(() => {
    reports.length = 0;
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (_url: string, body: Blob) => {
        void body.text().then((text) => reports.push(JSON.parse(text)));
        return true;
      },
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'sendBeacon');
  });

  const renderFailedPage = () =>
    render(
      <RouterProvider
        router={createMemoryRouter([
          {
            path: '/',
            errorElement: <RouteError />,
            loader: () => {
              throw new Error('Failed to fetch dynamically imported module');
            },
            element: <p>never</p>,
          },
        ])}
      />,
    );

  it('says the page failed, offers a reload, and tells the server what failed', async () => {
    renderFailedPage();
    expect(await screen.findByRole('button', { name: 'Tải lại trang' })).toBeInTheDocument();
    await expect
      .poll(() => reports)
      .toEqual([
        expect.objectContaining({
          kind: 'route',
          message: 'Error: Failed to fetch dynamically imported module',
        }),
      ]);
  });

  it('offline, says the page needs a connection and reports nothing', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderFailedPage();
    expect(await screen.findByTestId('offline-notice')).toHaveTextContent(
      'Trang này cần kết nối mạngBạn đang không có kết nối mạng và trang này chưa được lưu trên thiết bị.',
    );
    expect(screen.queryByText('Đã có lỗi xảy ra, vui lòng thử lại sau.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tải lại trang' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reports).toEqual([]);
    onLine.mockRestore();
  });
});
