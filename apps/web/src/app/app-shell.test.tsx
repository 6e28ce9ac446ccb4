import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '#shared/stores/session.store.ts';
import { useSettingsStore } from '#shared/stores/settings.store.ts';
import { stubApi } from '#test/fake-api.ts';
import { TEST_USER } from '#test/fixtures.ts';
import { renderApp } from '#test/render-app.tsx';

beforeEach(() => {
  useSettingsStore.setState({ language: 'vi', isDrawerOpen: false });
  useSessionStore.setState({ token: '', user: null });
});

afterEach(() => vi.unstubAllGlobals());

const header = () => within(screen.getByTestId('site-header'));

describe('the header', () => {
  it('speaks Vietnamese by default', async () => {
    renderApp('/');
    expect(await screen.findByTestId('home-title')).toHaveTextContent('Chào mừng bạn đến với MapleBridge');
    expect(header().getAllByRole('link', { name: 'Tin tức' })[0]).toHaveAttribute('href', '/news');
    expect(document.documentElement.lang).toBe('vi');
    expect(screen.getByTestId('lang-vi')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('home-new-test')).toHaveAttribute('href', '/crs-tool/quiz');
  });

  it('switches to English and remembers it in localStorage', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByTestId('home-title');
    await user.click(screen.getByTestId('lang-en'));
    expect(await screen.findByTestId('home-title')).toHaveTextContent('Welcome to MapleBridge');
    expect(header().getByRole('link', { name: 'News' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(JSON.parse(localStorage.getItem('settings-storage') ?? '{}').state.language).toBe('en');
  });

  it('links to sign-in remembering the current page', async () => {
    renderApp('/news?page=2');
    expect(await screen.findByTestId('login-link')).toHaveAttribute(
      'href',
      '/sign-in?redirectTo=%2Fnews%3Fpage%3D2',
    );
  });

  it('hides the login link for a signed-in user', async () => {
    useSessionStore.setState({ token: 'token', user: TEST_USER });
    renderApp('/news');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('login-link')).not.toBeInTheDocument();
  });
});

describe('the mobile drawer', () => {
  it('opens from the menu button and closes on the overlay, giving focus back', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByTestId('home-title');
    expect(screen.queryByTestId('drawer')).not.toBeInTheDocument();
    const menuButton = screen.getByTestId('menu-button');
    await user.click(menuButton);
    // The drawer is a lazy chunk: it arrives after the press.
    const drawer = await screen.findByTestId('drawer');
    expect(within(drawer).getByRole('link', { name: 'Liên hệ' })).toHaveAttribute('href', '/contact');
    expect(within(drawer).getByTestId('lang-en')).toBeInTheDocument();
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    await user.click(screen.getByTestId('drawer-overlay'));
    expect(screen.queryByTestId('drawer')).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });

  it('closes on Escape and when a link is followed', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await screen.findByTestId('home-title');
    await user.click(screen.getByTestId('menu-button'));
    await screen.findByTestId('drawer');
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('drawer')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('menu-button'));
    await user.click(within(screen.getByTestId('drawer')).getByRole('link', { name: 'Tin tức' }));
    expect(screen.queryByTestId('drawer')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/news');
  });
});

describe('the quick-action menu', () => {
  it('opens to four distinct places: the assistant, the quiz, eligibility and the rounds', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByTestId('home-title');
    const toggle = screen.getByTestId('quick-actions-toggle');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const links = within(screen.getByRole('navigation', { name: 'Lối tắt' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/chat-ai',
      '/crs-tool/quiz',
      '/crs-tool/result#crs-programs',
      '/crs-tool/draws',
    ]);
  });
});

describe('the footer', () => {
  it('opens Zalo and WhatsApp in their apps, keeps the hotline a phone call, and the documents through /documents', async () => {
    renderApp('/');
    const footer = within(await screen.findByTestId('site-footer'));
    expect(footer.getByRole('link', { name: /^Zalo:/ })).toHaveAttribute(
      'href',
      'https://zalo.me/02873006868',
    );
    expect(footer.getByRole('link', { name: /^WhatsApp:/ })).toHaveAttribute(
      'href',
      'https://wa.me/842873006868',
    );
    expect(footer.getByRole('link', { name: /^Đường dây nóng:/ })).toHaveAttribute(
      'href',
      'tel:+842873006868',
    );
    expect(footer.getByRole('link', { name: /^Tài liệu doanh nghiệp/ })).toHaveAttribute(
      'href',
      '/documents',
    );
  });

  it('shows the pages that do not exist yet as words, not links', async () => {
    renderApp('/');
    const footer = within(await screen.findByTestId('site-footer'));
    for (const label of ['Về chúng tôi', 'Cộng đồng', 'Câu chuyện thành công']) {
      expect(footer.getByText(label, { exact: false }).closest('a')).toBeNull();
      expect(footer.getByText(label, { exact: false })).toHaveTextContent('sắp ra mắt');
    }
  });
});

describe('routes and guards', () => {
  it('shows the not-found page, with a link home, for an unknown path', async () => {
    renderApp('/no/such/page');
    const notFound = await screen.findByTestId('not-found');
    expect(within(notFound).getByRole('heading', { level: 1 })).toHaveTextContent('Không tìm thấy trang');
    expect(within(notFound).getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute('href', '/');
  });

  it.each([
    ['/crs-tool/result/7', '/sign-in?redirectTo=%2Fcrs-tool%2Fresult%2F7'],
    ['/user-profile/change-password', '/sign-in?redirectTo=%2Fuser-profile%2Fchange-password'],
  ])('sends a visitor from %s to sign-in', async (path, expected) => {
    const { router } = renderApp(path);
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(expected),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Đăng nhập' })).toBeInTheDocument();
    expect(screen.queryByTestId('site-header')).not.toBeInTheDocument();
  });

  it('lets a member open a saved result', async () => {
    useSessionStore.setState({ token: 'token', user: TEST_USER });
    stubApi({});
    const { router } = renderApp('/crs-tool/result/7');
    // The guard lets the member in; the page then says this id is none of theirs.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kết quả này không tồn tại.' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/crs-tool/result/7');
  });

  it('sends a member who signs out on a member page home, not to sign-in', async () => {
    useSessionStore.setState({ token: 'token', user: TEST_USER });
    const { router } = renderApp('/user-profile/change-password');
    await screen.findByRole('heading', { level: 1 });
    act(() => useSessionStore.getState().signOut());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends a signed-in user away from sign-in, to the remembered page', async () => {
    useSessionStore.setState({ token: 'token', user: TEST_USER });
    const { router } = renderApp('/sign-in?redirectTo=%2Fnews');
    await waitFor(() => expect(router.state.location.pathname).toBe('/news'));
  });

  it('never follows a redirect to another site', async () => {
    useSessionStore.setState({ token: 'token', user: TEST_USER });
    const { router } = renderApp('/sign-in?redirectTo=%2F%2Fevil.example');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('redirects an edit without a result id to the CRS tool', async () => {
    const { router } = renderApp('/crs-tool/result/edit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/crs-tool'));
  });

  it.each([
    ['/crs-tool/quiz', 'Bài kiểm tra điểm CRS'],
    ['/crs-tool/more-information', 'Hướng dẫn tính điểm CRS'],
    ['/chat-ai', 'Trò chuyện với AI'],
    ['/policy', 'Điều khoản và chính sách'],
    ['/forgot-password', 'Quên mật khẩu'],
  ])('renders %s', async (path, title) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});
