import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '#shared/stores/session.store.ts';
import { useSettingsStore } from '#shared/stores/settings.store.ts';
import { type ApiCall, ok, stubApi } from '#test/fake-api.ts';
import { TEST_USER } from '#test/fixtures.ts';
import { renderApp } from '#test/render-app.tsx';
import { signedInForEachTest } from '#test/session.ts';

const OFF = { emailRoundAlerts: false, emailNewsDigest: false, language: 'vi' };
const PATH = '/api/users/me/email-preferences';

/** The server's side: what was saved is what it answers, until a test makes it fail. */
function stubPreferences(initial = OFF, failSaves = false) {
  let stored = initial;
  return stubApi({
    'GET /api/users/jwt': ok(TEST_USER),
    [`GET ${PATH}`]: () => ok(stored),
    [`PUT ${PATH}`]: (call: ApiCall) => {
      if (failSaves)
        return {
          status: 500,
          body: { status: 500, message: 'Failed', data: { code: 'server.internal' }, actionName: null },
        };
      stored = call.body as typeof OFF;
      return ok(stored);
    },
  });
}

const saves = (calls: ApiCall[]) => calls.filter((call) => call.method === 'PUT').map((call) => call.body);

signedInForEachTest(TEST_USER, 'en');

describe('the e-mail opt-ins on the profile (issue 22)', () => {
  it('are both off at first, and a ticked box saves it in the language the page shows', async () => {
    const user = userEvent.setup();
    const calls = stubPreferences();
    renderApp('/user-profile');
    const panel = await screen.findByRole('region', { name: 'E-mails from MapleBridge' });
    const alerts = await within(panel).findByRole('checkbox', {
      name: 'E-mail me new rounds that concern me',
    });
    const digest = within(panel).getByRole('checkbox', {
      name: 'Weekly digest of published news in my language',
    });
    expect(alerts).not.toBeChecked();
    expect(digest).not.toBeChecked();
    expect(within(panel).getByTestId('email-language')).toHaveTextContent('These e-mails are in Vietnamese.');

    await user.click(alerts);
    await waitFor(() => expect(saves(calls)).toEqual([{ ...OFF, emailRoundAlerts: true, language: 'en' }]));
    expect(await screen.findByText('E-mail preferences saved')).toBeInTheDocument();
    await waitFor(() => expect(alerts).toBeChecked());
    expect(digest).not.toBeChecked();
    expect(within(panel).getByTestId('email-language')).toHaveTextContent('These e-mails are in English.');

    await user.click(digest);
    await waitFor(() =>
      expect(saves(calls).at(-1)).toEqual({ emailRoundAlerts: true, emailNewsDigest: true, language: 'en' }),
    );
    await user.click(alerts);
    await waitFor(() =>
      expect(saves(calls).at(-1)).toEqual({ emailRoundAlerts: false, emailNewsDigest: true, language: 'en' }),
    );
    await waitFor(() => expect(alerts).not.toBeChecked());
  });

  it('shows a ticked box ticked in the same moment as the click, before the save has answered', async () => {
    const calls = stubPreferences();
    renderApp('/user-profile');
    const alerts = await screen.findByRole('checkbox', { name: 'E-mail me new rounds that concern me' });
    fireEvent.click(alerts);
    // No await between the click and the check: a box that flickers back fails here.
    expect(alerts).toBeChecked();
    await waitFor(() => expect(saves(calls)).toEqual([{ ...OFF, emailRoundAlerts: true, language: 'en' }]));
    expect(alerts).toBeChecked();
  });

  it('puts a box back and says so when saving fails', async () => {
    const user = userEvent.setup();
    stubPreferences(OFF, true);
    renderApp('/user-profile');
    const digest = await screen.findByRole('checkbox', {
      name: 'Weekly digest of published news in my language',
    });
    await user.click(digest);
    expect(await screen.findByText('The e-mail preferences could not be saved')).toBeInTheDocument();
    await waitFor(() => expect(digest).not.toBeChecked());
  });

  it('offers the page’s language when the mails come in the other one', async () => {
    const user = userEvent.setup();
    useSettingsStore.setState({ language: 'vi' });
    const calls = stubPreferences({ emailRoundAlerts: true, emailNewsDigest: false, language: 'en' });
    renderApp('/user-profile');
    expect(await screen.findByTestId('email-language')).toHaveTextContent(
      'Các e-mail này được viết bằng tiếng Anh.',
    );
    await user.click(screen.getByRole('button', { name: 'Gửi bằng tiếng Việt' }));
    await waitFor(() =>
      expect(saves(calls)).toEqual([{ emailRoundAlerts: true, emailNewsDigest: false, language: 'vi' }]),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Gửi bằng tiếng Việt' })).toBeNull());
  });
});

describe('the unsubscribe page (issue 22)', () => {
  it('unsubscribes as it opens, without a session, and says which e-mails stopped', async () => {
    useSessionStore.setState({ token: '', user: null });
    const calls = stubApi({ 'POST /api/mail/unsubscribe': ok({ list: 'newsDigest' }) });
    renderApp('/unsubscribe?token=newsDigest.abc.def&lng=en');
    expect(await screen.findByText('You will no longer get the weekly news digest.')).toBeInTheDocument();
    const [call] = calls.filter((entry) => entry.url.pathname === '/api/mail/unsubscribe');
    expect(call?.url.searchParams.get('token')).toBe('newsDigest.abc.def');
    expect(call?.body).toEqual({ 'List-Unsubscribe': 'One-Click' });
    expect(call?.headers.get('authorization')).toBeNull();
    expect(screen.getByRole('link', { name: 'Manage your e-mails' })).toHaveAttribute(
      'href',
      '/user-profile',
    );
  });

  it('says so when the link is damaged, or has no token', async () => {
    stubApi({
      'POST /api/mail/unsubscribe': {
        status: 400,
        body: {
          status: 400,
          message: 'Bad',
          data: { code: 'mail.invalidUnsubscribeLink' },
          actionName: null,
        },
      },
    });
    const damaged = renderApp('/unsubscribe?token=roundAlerts.x');
    expect(await screen.findByText(/This unsubscribe link is not valid/)).toBeInTheDocument();
    damaged.unmount();
    useSettingsStore.setState({ language: 'vi' });
    renderApp('/unsubscribe');
    expect(await screen.findByText(/Liên kết hủy đăng ký này không hợp lệ/)).toBeInTheDocument();
  });
});
