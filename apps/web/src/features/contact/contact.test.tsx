import { CONTACT_MESSAGE_MAX_LENGTH } from '@maplebridge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '#shared/stores/session.store.ts';
import { useSettingsStore } from '#shared/stores/settings.store.ts';
import { type ApiCall, ok, stubApi } from '#test/fake-api.ts';
import { TEST_USER } from '#test/fixtures.ts';
import { renderApp } from '#test/render-app.tsx';
import { SUPPORT_DRAFT_KEY } from './support-draft.ts';
import { CONTACT_TEXTS } from './test-support.ts';

const REFERENCE = 'MB-7K2Q9P';
const SENT = ok({ id: '0b6f4a52-8c1e-4c8e-9a57-2f0d7c1e5a10', reference: REFERENCE }, 'Contact submitted');

const VI = CONTACT_TEXTS.vi;
const supportCalls = (calls: ApiCall[]) =>
  calls.filter((call) => call.url.pathname === '/api/contact-support');
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;

async function openContact(language: 'vi' | 'en' = 'vi') {
  useSettingsStore.setState({ language });
  const view = renderApp('/contact');
  expect(
    await screen.findByRole('heading', { level: 1, name: CONTACT_TEXTS[language].title }),
  ).toBeInTheDocument();
  return view;
}

/** /contact with the support form answering every send with a reference; its calls. */
async function openSupportForm(language: 'vi' | 'en' = 'vi') {
  const calls = stubApi({ 'POST /api/contact-support': SENT });
  await openContact(language);
  return calls;
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, message = 'Tôi cần tư vấn về điểm CRS.') {
  await user.type(field(VI.fullName), 'Lê Thị Hoa');
  await user.type(field(VI.email), 'hoa@example.com');
  await user.type(field(VI.message), message);
}

/** fetch held until `release()`, so a test can look at the form while the send is pending. */
function holdFetch() {
  const answer = globalThis.fetch;
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
    await gate;
    return answer(...args);
  });
  return () => release();
}

beforeEach(() => {
  // sonner's toasts capture the pointer, which jsdom does not implement.
  HTMLElement.prototype.setPointerCapture ??= () => {};
  useSettingsStore.setState({ language: 'vi', isDrawerOpen: false });
  useSessionStore.setState({ token: '', user: null });
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

describe('/contact offices', () => {
  it('lists the five offices and switches the map to the one chosen', async () => {
    const user = userEvent.setup();
    stubApi({});
    await openContact();
    const buttons = ['ho-chi-minh-city', 'ha-noi', 'toronto', 'vancouver', 'montreal'].map((id) =>
      screen.getByTestId(`office-${id}`),
    );
    expect(buttons.map((button) => button.getAttribute('aria-pressed'))).toEqual([
      'true',
      'false',
      'false',
      'false',
      'false',
    ]);
    const map = screen.getByTestId('office-map');
    expect(map).toHaveAttribute('title', 'Bản đồ văn phòng TP. Hồ Chí Minh');
    expect(map).toHaveAttribute('loading', 'lazy');
    expect(map).toHaveAttribute('referrerpolicy', 'no-referrer-when-downgrade');
    expect(map.getAttribute('src')).toMatch(/^https:\/\/www\.google\.com\/maps\?q=.+&output=embed$/);
    expect(map.getAttribute('src')).toContain(encodeURIComponent('2 Hải Triều'));

    const toronto = screen.getByTestId('office-toronto');
    await user.click(toronto);
    expect(toronto).toHaveAttribute('aria-pressed', 'true');
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'false');
    // On a narrow screen (jsdom's) the map sits right under the office chosen.
    const torontoMap = screen.getByTestId('office-map');
    expect(toronto.closest('li')).toContainElement(torontoMap);
    expect(torontoMap).toHaveAttribute('title', 'Bản đồ văn phòng Toronto');
    const torontoSrc = torontoMap.getAttribute('src');
    expect(torontoSrc).toContain(encodeURIComponent('100 King Street West'));

    await user.click(toronto);
    expect(screen.getByTestId('office-map').getAttribute('src')).toBe(torontoSrc);
    expect(toronto).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByTestId('office-montreal'));
    expect(screen.getByTestId('office-map').getAttribute('src')).toContain(encodeURIComponent('Montréal'));
    expect(toronto).toHaveAttribute('aria-pressed', 'false');
  });

  it('gives an e-mail and a phone link per country, and the social links', async () => {
    stubApi({});
    await openContact();
    const vietnam = within(screen.getByTestId('channels-vn'));
    expect(vietnam.getByRole('link', { name: /hotro@maplebridge\.vn/ })).toHaveAttribute(
      'href',
      'mailto:hotro@maplebridge.vn',
    );
    expect(vietnam.getByRole('link', { name: /\+84 28 7300 6868/ })).toHaveAttribute(
      'href',
      'tel:+842873006868',
    );
    const canada = within(screen.getByTestId('channels-ca'));
    expect(canada.getByRole('link', { name: /support@maplebridge\.ca/ })).toHaveAttribute(
      'href',
      'mailto:support@maplebridge.ca',
    );
    expect(canada.getByRole('link', { name: /Điện thoại/ }).getAttribute('href')).toMatch(/^tel:\+1\d{10}$/);
    const channels = within(screen.getByTestId('contact-channels'));
    const facebook = channels.getByRole('link', { name: /^Facebook/ });
    expect(facebook).toHaveTextContent('(mở trong thẻ mới)');
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    expect(channels.getByRole('link', { name: /^Zalo:/ })).toHaveAttribute(
      'href',
      'https://zalo.me/02873006868',
    );
    expect(channels.getByRole('link', { name: /^WhatsApp:/ })).toHaveAttribute(
      'href',
      'https://wa.me/842873006868',
    );
  });
});

describe('/contact support form', () => {
  it.each(['vi', 'en'] as const)(
    'shows the three errors for an empty send and sends nothing (%s)',
    async (language) => {
      const user = userEvent.setup();
      const texts = CONTACT_TEXTS[language];
      const calls = await openSupportForm(language);
      await user.click(screen.getByRole('button', { name: texts.submit }));

      expect(await screen.findByText(texts.nameRequired)).toBeInTheDocument();
      expect(screen.getByText(texts.invalidEmail)).toBeInTheDocument();
      expect(screen.getByText(texts.messageRequired)).toBeInTheDocument();
      for (const [label, error] of [
        [texts.fullName, texts.nameRequired],
        [texts.email, texts.invalidEmail],
        [texts.message, texts.messageRequired],
      ] as const) {
        const input = field(label);
        expect(input).toHaveAttribute('aria-invalid', 'true');
        expect(input).toHaveAccessibleDescription(error);
      }
      expect(field(texts.phone)).not.toHaveAttribute('aria-invalid');
      expect(field(texts.fullName)).toHaveFocus();
      expect(supportCalls(calls)).toHaveLength(0);
    },
  );

  it('says the e-mail is invalid and moves focus to it', async () => {
    const user = userEvent.setup();
    const calls = await openSupportForm();
    expect(field(VI.email)).toHaveAttribute('type', 'email');
    await user.type(field(VI.fullName), 'Lê Thị Hoa');
    await user.type(field(VI.email), 'hoa@example');
    await user.type(field(VI.message), 'Xin chào');
    await user.click(screen.getByRole('button', { name: VI.submit }));

    expect(await screen.findByText(VI.invalidEmail)).toBeInTheDocument();
    expect(screen.queryByText(VI.nameRequired)).not.toBeInTheDocument();
    expect(screen.queryByText(VI.messageRequired)).not.toBeInTheDocument();
    expect(field(VI.email)).toHaveFocus();
    expect(supportCalls(calls)).toHaveLength(0);
  });

  it('counts the characters near the limit and refuses a message that is too long', async () => {
    const user = userEvent.setup();
    const calls = await openSupportForm();
    await user.click(field(VI.message));
    await user.paste('a'.repeat(CONTACT_MESSAGE_MAX_LENGTH - 501));
    expect(screen.queryByTestId('support-message-counter')).not.toBeInTheDocument();
    await user.paste('a'.repeat(502));
    expect(screen.getByTestId('support-message-counter')).toHaveTextContent('5.001/5.000 ký tự');
    expect(field(VI.message)).toHaveAccessibleDescription('5.001/5.000 ký tự');

    await user.type(field(VI.fullName), 'Lê Thị Hoa');
    await user.type(field(VI.email), 'hoa@example.com');
    await user.click(screen.getByRole('button', { name: VI.submit }));
    expect(
      await screen.findByText('Tin nhắn dài tối đa 5.000 ký tự. Bạn vui lòng rút gọn.'),
    ).toBeInTheDocument();
    expect(field(VI.message)).toHaveFocus();
    expect(supportCalls(calls)).toHaveLength(0);
  });

  it('sends a valid message, disabled while pending, then shows the reference and clears the message', async () => {
    const user = userEvent.setup();
    const calls = stubApi({ 'POST /api/contact-support': SENT });
    const release = holdFetch();
    await openContact();
    await user.type(field(VI.fullName), '  Lê Thị Hoa ');
    await user.type(field(VI.email), 'Hoa@Example.com');
    await user.type(field(VI.street), '12 Nguyễn Huệ, Quận 1');
    await user.type(field(VI.message), 'Tôi cần tư vấn về điểm CRS.');
    await user.click(screen.getByRole('button', { name: VI.submit }));

    const pending = await screen.findByRole('button', { name: VI.sending });
    expect(pending).toBeDisabled();
    expect(pending).toHaveAttribute('aria-busy', 'true');
    expect(field(VI.message)).toBeDisabled();
    release();

    expect(await screen.findByTestId('support-reference')).toHaveTextContent(REFERENCE);
    expect(screen.getByTestId('support-success')).toHaveFocus();
    expect(await screen.findByText('Gửi thông tin thành công')).toBeInTheDocument();
    expect(screen.getByText(`Mã tham chiếu của bạn: ${REFERENCE}`)).toBeInTheDocument();
    const [call] = supportCalls(calls);
    expect(supportCalls(calls)).toHaveLength(1);
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({
      fullName: 'Lê Thị Hoa',
      email: 'hoa@example.com',
      billing_address_street: '12 Nguyễn Huệ, Quận 1',
      message: 'Tôi cần tư vấn về điểm CRS.',
      website: '',
      // The acknowledgement mailed back is in the form's language.
      language: 'vi',
    });
    expect(call?.headers.get('authorization')).toBeNull();
    expect(field(VI.message)).toHaveValue('');
    expect(field(VI.fullName)).toHaveValue('');
    expect(field(VI.street)).toHaveValue('');
    expect(screen.getByRole('button', { name: VI.submit })).toBeEnabled();
    expect(sessionStorage.getItem(SUPPORT_DRAFT_KEY)).toBeNull();
  });

  it.each([
    {
      status: 400,
      body: {
        status: 400,
        message: 'Invalid request: body.email: validation.emailInvalid',
        data: {
          code: 'request.invalid',
          fields: [{ field: 'body.email', code: 'invalid_format', message: 'validation.emailInvalid' }],
        },
        actionName: 'contact.support',
      },
      description: 'Thông tin gửi lên chưa hợp lệ, bạn kiểm tra lại nhé.',
    },
    {
      status: 429,
      body: {
        status: 429,
        message: 'Too many requests; please wait before trying again.',
        data: { code: 'request.tooMany' },
        actionName: 'contact.support',
      },
      description: 'Bạn thao tác quá nhanh, vui lòng chờ một chút rồi thử lại.',
    },
    {
      status: 500,
      body: { status: 500, message: 'Internal error', data: { code: 'server.internal' }, actionName: null },
      description: 'Đã có lỗi xảy ra, vui lòng thử lại sau.',
    },
  ])(
    'shows the error toast for a $status and keeps what was written',
    async ({ status, body, description }) => {
      const user = userEvent.setup();
      const calls = stubApi({ 'POST /api/contact-support': { status, body } });
      await openContact();
      await fillForm(user);
      await user.type(field(VI.phone), '0901234567');
      await user.click(screen.getByRole('button', { name: VI.submit }));

      expect(await screen.findByText('Gửi thông tin thất bại, vui lòng thử lại sau.')).toBeInTheDocument();
      expect(screen.getByText(description)).toBeInTheDocument();
      expect(supportCalls(calls)).toHaveLength(1);
      expect(field(VI.fullName)).toHaveValue('Lê Thị Hoa');
      expect(field(VI.email)).toHaveValue('hoa@example.com');
      expect(field(VI.phone)).toHaveValue('0901234567');
      expect(field(VI.message)).toHaveValue('Tôi cần tư vấn về điểm CRS.');
      expect(screen.queryByTestId('support-success')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: VI.submit })).toBeEnabled();
      if (status === 400) {
        expect(screen.getByText(VI.invalidEmail)).toBeInTheDocument();
        expect(field(VI.email)).toHaveAttribute('aria-invalid', 'true');
        expect(field(VI.email)).toHaveFocus();
      } else {
        expect(screen.getByRole('button', { name: VI.submit })).toHaveFocus();
      }
    },
  );

  it("prefills a member's details, sends the token and keeps them after a send", async () => {
    useSessionStore.setState({ token: 'member-token', user: TEST_USER });
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /api/notifications/user': ok({ items: [], hasNextPage: false, currentPage: 1 }),
      'POST /api/contact-support': SENT,
    });
    await openContact();
    expect(field(VI.fullName)).toHaveValue(TEST_USER.fullName);
    expect(field(VI.email)).toHaveValue(TEST_USER.email);
    expect(field(VI.phone)).toHaveValue(TEST_USER.phoneNumber);
    await user.type(field(VI.message), 'Hồ sơ Express Entry của tôi đã hết hạn.');
    await user.click(screen.getByRole('button', { name: VI.submit }));

    expect(await screen.findByTestId('support-reference')).toHaveTextContent(REFERENCE);
    const [call] = supportCalls(calls);
    expect(call?.headers.get('authorization')).toBe('Bearer member-token');
    expect(call?.body).toEqual({
      fullName: TEST_USER.fullName,
      email: TEST_USER.email,
      phoneNumber: TEST_USER.phoneNumber,
      message: 'Hồ sơ Express Entry của tôi đã hết hạn.',
      website: '',
      language: 'vi',
    });
    expect(field(VI.message)).toHaveValue('');
    expect(field(VI.fullName)).toHaveValue(TEST_USER.fullName);
    expect(field(VI.email)).toHaveValue(TEST_USER.email);
    expect(field(VI.phone)).toHaveValue(TEST_USER.phoneNumber);
  });

  it('keeps the draft in the tab across a remount', async () => {
    const user = userEvent.setup();
    stubApi({});
    const first = await openContact();
    await fillForm(user, 'Bản nháp chưa gửi');
    first.unmount();

    await openContact();
    expect(field(VI.message)).toHaveValue('Bản nháp chưa gửi');
    expect(field(VI.fullName)).toHaveValue('Lê Thị Hoa');
    expect(field(VI.email)).toHaveValue('hoa@example.com');
    expect(JSON.parse(sessionStorage.getItem(SUPPORT_DRAFT_KEY) ?? '{}')).not.toHaveProperty('website');
  });

  it('hides the honeypot from people and screen readers', async () => {
    stubApi({});
    await openContact();
    expect(screen.queryByRole('textbox', { name: 'Website' })).not.toBeInTheDocument();
    const honeypot = screen.getByLabelText('Website');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    await waitFor(() => expect(honeypot).not.toHaveStyle({ display: 'none' }));
  });
});
