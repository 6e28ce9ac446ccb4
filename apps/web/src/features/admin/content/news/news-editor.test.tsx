import { ARTICLE_HTML_ATTRIBUTES, ARTICLE_HTML_TAGS, type NewsInput } from '@maplebridge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSettingsStore } from '#shared/stores/settings.store.ts';
import { type ApiCall, ok, stubApi } from '#test/fake-api.ts';
import { renderApp } from '#test/render-app.tsx';
import {
  callsTo,
  item,
  NO_NOTIFICATIONS,
  newsId,
  setUpEditorTests,
  stubUploads,
  TAGS,
} from '../test-support.ts';

setUpEditorTests();

/** Every element and attribute of `html` is one the server's allow-list keeps. */
function expectServerKeeps(html: string) {
  const root = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  for (const element of root.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    expect(ARTICLE_HTML_TAGS).toContain(tag);
    for (const attribute of element.getAttributeNames())
      expect(ARTICLE_HTML_ATTRIBUTES[tag] ?? [], `${tag}[${attribute}]`).toContain(attribute);
  }
}

describe('/admin/news/new', () => {
  it('sends HTML the server keeps, with a heading, a list, a link and an image', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = stubApi({
      'GET /api/tags': ok({ items: TAGS }),
      'GET /api/notifications/user': NO_NOTIFICATIONS,
      'POST /api/admin/news': ({ body }: ApiCall) => ok(item(7, body as Partial<ReturnType<typeof item>>)),
    });
    const uploads = stubUploads('/api/images/0123456789abcdef0123456789abcdef.png');
    const { router } = renderApp('/admin/news/new');
    // A toolbar button hands focus back to the body on the next frame, as a browser would.
    const applyTool = async (name: string) => {
      await user.click(screen.getByRole('button', { name }));
      await waitFor(() => expect(screen.getByTestId('article-body')).toHaveFocus());
    };

    await user.type(await screen.findByLabelText('Tiêu đề'), 'Đợt mời tiếng Pháp');
    await user.type(screen.getByLabelText('Đoạn tóm tắt'), 'Điểm tối thiểu mới.');
    await user.click(screen.getByTestId('tag-option-french'));
    await user.click(screen.getByTestId('article-body'));
    await user.keyboard('Điểm tối thiểu');
    await applyTool('Tiêu đề mục (cấp 2)');
    expect(screen.getByRole('button', { name: 'Tiêu đề mục (cấp 2)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.keyboard('{Enter}');
    await applyTool('Danh sách dấu chấm');
    await user.keyboard('CLB 7 ở cả bốn kỹ năng ');

    await user.click(screen.getByRole('button', { name: 'Liên kết' }));
    const linkDialog = screen.getByRole('dialog', { name: 'Liên kết' });
    await user.type(within(linkDialog).getByLabelText('Địa chỉ liên kết'), 'https://www.canada.ca/');
    await user.type(within(linkDialog).getByLabelText('Chữ hiển thị'), 'IRCC');
    await user.click(within(linkDialog).getByRole('button', { name: 'Gắn liên kết' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('article-body')).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Chèn ảnh' }));
    const imageDialog = screen.getByRole('dialog', { name: 'Chèn ảnh' });
    await user.upload(
      within(imageDialog).getByLabelText('Tệp ảnh'),
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'ban-do.png', { type: 'image/png' }),
    );
    await user.type(within(imageDialog).getByLabelText('Mô tả ảnh (alt)'), 'Bản đồ Canada');
    await user.click(within(imageDialog).getByRole('button', { name: 'Chèn ảnh' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(uploads.map((file) => file.name)).toEqual(['ban-do.png']);

    await user.click(screen.getByRole('button', { name: 'Lưu nháp' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/admin/news')).toHaveLength(1));
    const sent = callsTo(calls, 'POST', '/api/admin/news')[0]?.body as NewsInput;
    expect(sent).toMatchObject({
      title: 'Đợt mời tiếng Pháp',
      previewContent: 'Điểm tối thiểu mới.',
      language: 'vi',
      tags: [3],
      isPublished: false,
      sourceUrl: null,
    });
    expect(sent.publishDate).toBeUndefined();
    const html = sent.content ?? '';
    expect(html).toContain('<h2>Điểm tối thiểu</h2>');
    expect(html).toContain('<ul><li><p>CLB 7 ở cả bốn kỹ năng <a href="https://www.canada.ca/">IRCC</a></p>');
    expect(html).toContain(
      '<img src="/api/images/0123456789abcdef0123456789abcdef.png" alt="Bản đồ Canada">',
    );
    expect(html).not.toMatch(/class=|style=|data-/);
    expectServerKeeps(html);

    // Saved once, the draft lives at its own address; the publish notice is the publish endpoint's job.
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/news/${newsId(7)}`));
    expect(await screen.findByText('Đã lưu bài viết')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', `/api/admin/news/${newsId(7)}/publish`)).toHaveLength(0);
    // Many keystrokes through ProseMirror: slow on a busy machine, not stuck.
  }, 20_000);

  it('says what is missing, in Vietnamese and in English', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = stubApi({
      'GET /api/tags': ok({ items: TAGS }),
      'GET /api/notifications/user': NO_NOTIFICATIONS,
    });
    renderApp('/admin/news/new');
    await user.type(await screen.findByLabelText('Nguồn (không bắt buộc)'), 'canada.ca');
    await user.click(screen.getByRole('button', { name: 'Lưu nháp' }));
    expect(await screen.findByText('Bắt buộc')).toBeInTheDocument();
    expect(
      screen.getByText('Nhập địa chỉ web bắt đầu bằng http:// hoặc https://, hoặc đường dẫn bắt đầu bằng /.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Tiêu đề')).toHaveFocus();

    useSettingsStore.setState({ language: 'en' });
    expect(await screen.findByText('Required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Title'), 'Express Entry');
    await user.clear(screen.getByLabelText('Source (optional)'));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText('An article needs some content before it is published.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/admin/news')).toHaveLength(0);
  });
});

describe('the body toolbar', () => {
  it('is one Tab stop whose arrows, Home and End move between labelled buttons', async () => {
    const user = userEvent.setup({ delay: null });
    stubApi({ 'GET /api/tags': ok({ items: TAGS }), 'GET /api/notifications/user': NO_NOTIFICATIONS });
    renderApp('/admin/news/new');
    const toolbar = await screen.findByRole('toolbar', { name: 'Định dạng nội dung' });
    const buttons = within(toolbar).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Hoàn tác',
      'Làm lại',
      'Tiêu đề mục (cấp 2)',
      'Tiêu đề nhỏ (cấp 3)',
      'Tiêu đề phụ (cấp 4)',
      'In đậm',
      'In nghiêng',
      'Danh sách dấu chấm',
      'Danh sách đánh số',
      'Trích dẫn',
      'Liên kết',
      'Chèn ảnh',
    ]);
    expect(buttons.filter((button) => button.tabIndex === 0)).toHaveLength(1);
    expect(within(toolbar).getByRole('button', { name: 'Hoàn tác' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    (buttons[0] as HTMLElement).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(buttons[2]).toHaveFocus();
    await user.keyboard('{End}');
    expect(buttons[11]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(buttons[0]).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(buttons[10]).toHaveFocus();
    expect(buttons[10]).toHaveAttribute('tabindex', '0');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Liên kết' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(buttons[10]).toHaveFocus();
  });
});

describe('/admin/news/:id', () => {
  const draft = item(3, { title: 'Bản nháp đợt mời', tags: [TAGS[1] as (typeof TAGS)[number]] });

  it('publishes a draft through the publish endpoint, after saying members will be told', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = stubApi({
      'GET /api/tags': ok({ items: TAGS }),
      'GET /api/notifications/user': NO_NOTIFICATIONS,
      [`GET /api/news/${draft.id}`]: ok(draft),
      [`POST /api/admin/news/${draft.id}/publish`]: ok({ ...draft, isPublished: true }),
    });
    renderApp(`/admin/news/${draft.id}`);
    expect(await screen.findByLabelText('Tiêu đề')).toHaveValue('Bản nháp đợt mời');
    expect(await screen.findByTestId('tag-option-draws')).toBeChecked();
    expect(screen.getByTestId('status-badge')).toHaveTextContent('Bản nháp');
    await waitFor(() => expect(screen.getByTestId('article-body')).toHaveTextContent('Nội dung'));

    await user.click(screen.getByRole('button', { name: 'Xuất bản' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xuất bản bài viết?' });
    expect(dialog).toHaveTextContent('gửi thông báo đến mọi thành viên');
    await user.click(within(dialog).getByRole('button', { name: 'Xuất bản' }));

    await waitFor(() =>
      expect(callsTo(calls, 'POST', `/api/admin/news/${draft.id}/publish`)).toHaveLength(1),
    );
    // Nothing had changed, so nothing was written first.
    expect(callsTo(calls, 'PUT', `/api/admin/news/${draft.id}`)).toHaveLength(0);
    expect(await screen.findByText('Đã xuất bản bài viết')).toBeInTheDocument();
    expect(screen.getByTestId('status-badge')).toHaveTextContent('Đã xuất bản');
    expect(screen.getByRole('button', { name: 'Gỡ xuất bản' })).toBeInTheDocument();
  });

  it('saves changes before unpublishing a published article', async () => {
    const user = userEvent.setup({ delay: null });
    const published = { ...draft, isPublished: true };
    const calls = stubApi({
      'GET /api/tags': ok({ items: TAGS }),
      'GET /api/notifications/user': NO_NOTIFICATIONS,
      [`GET /api/news/${draft.id}`]: ok(published),
      [`PUT /api/admin/news/${draft.id}`]: ({ body }: ApiCall) => ok({ ...published, ...(body as object) }),
      [`POST /api/admin/news/${draft.id}/unpublish`]: ok({ ...published, isPublished: false, title: 'Mới' }),
    });
    renderApp(`/admin/news/${draft.id}`);
    const title = await screen.findByLabelText('Tiêu đề');
    await user.clear(title);
    await user.type(title, 'Mới');
    await user.click(screen.getByRole('button', { name: 'Gỡ xuất bản' }));
    await waitFor(() =>
      expect(callsTo(calls, 'POST', `/api/admin/news/${draft.id}/unpublish`)).toHaveLength(1),
    );
    const put = callsTo(calls, 'PUT', `/api/admin/news/${draft.id}`);
    expect(put).toHaveLength(1);
    // The date was not touched: it goes back exactly as stored, seconds and all.
    expect(put[0]?.body).toMatchObject({ title: 'Mới', isPublished: true, publishDate: draft.publishDate });
    expect(await screen.findByRole('button', { name: 'Xuất bản' })).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    const user = userEvent.setup({ delay: null });
    stubApi({
      'GET /api/tags': ok({ items: TAGS }),
      'GET /api/notifications/user': NO_NOTIFICATIONS,
      [`GET /api/news/${draft.id}`]: ok(draft),
      'GET /api/news': ok({ items: [], hasNextPage: false, currentPage: 1, pageSize: 20 }),
    });
    const { router } = renderApp(`/admin/news/${draft.id}`);
    await user.type(await screen.findByLabelText('Tiêu đề'), ' (sửa)');
    expect(screen.getByTestId('news-dirty-state')).toHaveTextContent('Có thay đổi chưa lưu.');

    await user.click(screen.getByRole('link', { name: 'Tất cả bài viết' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rời trang mà không lưu?' });
    await user.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/admin/news/${draft.id}`);

    await user.click(screen.getByRole('link', { name: 'Tất cả bài viết' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Rời trang' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/news'));
  });

  it("previews the article in the site's own card and article body", async () => {
    const user = userEvent.setup({ delay: null });
    const content = '<h2>Điểm cộng</h2><ul><li><p>CLB 7</p></li></ul>';
    stubApi({
      'GET /api/tags': ok({ items: TAGS }),
      'GET /api/notifications/user': NO_NOTIFICATIONS,
      [`GET /api/news/${draft.id}`]: ok({ ...draft, content }),
    });
    const { router } = renderApp(`/admin/news/${draft.id}`);
    await screen.findByLabelText('Tiêu đề');
    await user.click(screen.getByRole('tab', { name: 'Xem trước' }));
    const preview = screen.getByTestId('news-preview');
    const cards = within(preview).getAllByTestId('news-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Bản nháp đợt mời');
    const detail = within(preview).getByTestId('news-preview-detail');
    expect(within(detail).getByRole('heading', { name: 'Điểm cộng' })).toBeInTheDocument();
    expect(within(detail).getByText('CLB 7').closest('li')).not.toBeNull();
    // The article's tags, as readers see them under the title.
    expect(within(detail).getByRole('link', { name: 'Đợt mời' })).toHaveAttribute('href', '/news?tags=2');
    // A preview's links go nowhere.
    await user.click(within(cards[0] as HTMLElement).getByRole('link'));
    expect(router.state.location.pathname).toBe(`/admin/news/${draft.id}`);
    expect(screen.getByRole('tab', { name: 'Xem trước' })).toHaveAttribute('aria-selected', 'true');
  });
});
