import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadAllTexts } from '#shared/i18n/i18n.ts';
import { NavigationProgress } from './navigation-progress.tsx';

beforeAll(() => Promise.all([loadAllTexts('vi'), loadAllTexts('en')]));

/** A home page and a news page whose code arrives when the test says so. */
function renderRoutes() {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const router = createMemoryRouter([
    {
      element: (
        <>
          <NavigationProgress />
          <Outlet />
        </>
      ),
      children: [
        { index: true, element: <h1>Home</h1> },
        { path: 'news', lazy: async () => ({ element: await arrived.then(() => <h1>News</h1>) }) },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  return { router, arrive };
}

describe('NavigationProgress', () => {
  it.each([
    ['vi', 'Đang mở trang…'],
    ['en', 'Opening the page…'],
  ])('shows a named progress bar while a lazy page loads, then goes (%s)', async (language, name) => {
    await act(() => i18n.changeLanguage(language));
    const { router, arrive } = renderRoutes();
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    act(() => void router.navigate('/news'));
    expect(await screen.findByRole('progressbar', { name })).toBeInTheDocument();

    act(arrive);
    expect(await screen.findByRole('heading', { name: 'News' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
