import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSettingsStore } from '#shared/stores/settings.store.ts';
import { ok, stubApi } from '#test/fake-api.ts';
import { renderApp } from '#test/render-app.tsx';
import { callsTo, NO_NOTIFICATIONS, signInAsAdmin, TAGS } from '../test-support.ts';

const NAME_TAKEN = {
  status: 409,
  body: {
    status: 409,
    message: 'A tag with this name already exists.',
    data: { code: 'tags.nameTaken' },
    actionName: 'admin.tags.create',
  },
};

beforeEach(() => signInAsAdmin());
afterEach(() => vi.unstubAllGlobals());

describe('/admin/tags', () => {
  it('shows the recommended tag as protected, with nothing to rename or delete', async () => {
    stubApi({ 'GET /api/notifications/user': NO_NOTIFICATIONS, 'GET /api/tags': ok({ items: TAGS }) });
    renderApp('/admin/tags');
    const recommended = await screen.findByTestId('tag-row-recommended');
    expect(within(recommended).getByTestId('tag-protected')).toHaveTextContent('Được bảo vệ');
    expect(within(recommended).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Xoá thẻ “draws”' })).toBeInTheDocument();
  });

  it('says clearly that a name is taken when the server answers 409', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /api/notifications/user': NO_NOTIFICATIONS,
      'GET /api/tags': ok({ items: TAGS }),
      'POST /api/admin/tags': NAME_TAKEN,
    });
    renderApp('/admin/tags');
    const form = await screen.findByTestId('tag-create-form');
    await user.type(within(form).getByLabelText('Mã thẻ'), 'draws');
    await user.type(within(form).getByLabelText('Tên tiếng Việt'), 'Đợt mời');
    await user.type(within(form).getByLabelText('Tên tiếng Anh'), 'Draws');
    await user.click(within(form).getByRole('button', { name: 'Thêm thẻ' }));

    await waitFor(() => expect(callsTo(calls, 'POST', '/api/admin/tags')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/api/admin/tags')[0]?.body).toEqual({
      name: 'draws',
      descriptionVN: 'Đợt mời',
      descriptionEN: 'Draws',
    });
    const name = within(form).getByLabelText('Mã thẻ');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByRole('alert')).toHaveTextContent('Đã có thẻ mang tên này.');
    expect(await screen.findByText('Không lưu được thẻ')).toBeInTheDocument();

    useSettingsStore.setState({ language: 'en' });
    expect(await within(form).findByText('A tag with this name already exists.')).toBeInTheDocument();
  });

  it('checks the name before sending, renames a tag, and deletes one after asking', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /api/notifications/user': NO_NOTIFICATIONS,
      'GET /api/tags': ok({ items: TAGS }),
      'PUT /api/admin/tags/2': ({ body }) => ok({ id: 2, ...(body as object) }),
      'DELETE /api/admin/tags/3': ok(null, 'Tag deleted'),
    });
    renderApp('/admin/tags');
    const form = await screen.findByTestId('tag-create-form');
    await user.type(within(form).getByLabelText('Mã thẻ'), 'Express Entry');
    await user.click(within(form).getByRole('button', { name: 'Thêm thẻ' }));
    expect(
      await within(form).findByText('Chỉ dùng chữ thường, chữ số và dấu gạch ngang.'),
    ).toBeInTheDocument();
    expect(within(form).getAllByText('Bắt buộc')).toHaveLength(2);
    expect(callsTo(calls, 'POST', '/api/admin/tags')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Đổi tên thẻ “draws”' }));
    const edit = screen.getByTestId('tag-edit-form-draws');
    expect(within(edit).getByLabelText('Mã thẻ')).toHaveFocus();
    const english = within(edit).getByLabelText('Tên tiếng Anh');
    await user.clear(english);
    await user.type(english, 'Rounds');
    await user.click(within(edit).getByRole('button', { name: 'Lưu' }));
    await waitFor(() =>
      expect(callsTo(calls, 'PUT', '/api/admin/tags/2')[0]?.body).toEqual({
        name: 'draws',
        descriptionVN: 'Đợt mời',
        descriptionEN: 'Rounds',
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('tag-edit-form-draws')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Đổi tên thẻ “draws”' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Xoá thẻ “french”' }));
    const dialog = screen.getByRole('dialog', { name: 'Xoá thẻ?' });
    expect(callsTo(calls, 'DELETE', '/api/admin/tags/3')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Xoá' }));
    await waitFor(() => expect(callsTo(calls, 'DELETE', '/api/admin/tags/3')).toHaveLength(1));
    expect(await screen.findByText('Đã xoá thẻ “french”')).toBeInTheDocument();
  });
});
