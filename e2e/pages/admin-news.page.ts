import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

/** A small PNG to upload (24×24, a red square). */
export const PNG_FIXTURE = path.join(import.meta.dirname, '..', 'fixtures', 'maple-square.png');

/** The console's news list and article editor, in Vietnamese, driven by labels, roles and `data-testid`s. */
export class AdminNewsPage {
  readonly editor: Locator;
  readonly body: Locator;
  readonly statusBadge: Locator;

  constructor(readonly page: Page) {
    this.editor = page.getByTestId('news-editor');
    this.body = page.getByTestId('article-body');
    this.statusBadge = this.editor.getByTestId('status-badge');
  }

  async openList() {
    await this.page.goto('/admin/news');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Tin tức' })).toBeVisible();
  }

  async startArticle() {
    await this.page.getByRole('link', { name: 'Bài viết mới' }).click();
    await expect(this.page).toHaveURL(/\/admin\/news\/new$/);
    await expect(this.body).toBeVisible();
  }

  async fillDetails(article: { title: string; summary: string; sourceUrl: string; tag: string }) {
    await this.editor.getByLabel('Tiêu đề', { exact: true }).fill(article.title);
    await this.editor.getByLabel('Đoạn tóm tắt').fill(article.summary);
    await this.editor.getByLabel('Ngôn ngữ của bài').selectOption('vi');
    await this.editor.getByLabel('Nguồn (không bắt buộc)').fill(article.sourceUrl);
    await this.editor.getByTestId(`tag-option-${article.tag}`).check();
    await this.editor.getByTestId('news-cover-file').setInputFiles(PNG_FIXTURE);
    await expect(this.editor.getByLabel('Ảnh bìa')).toHaveValue(/^\/api\/images\/[a-f0-9]{32}\.webp$/);
  }

  /** Presses a toolbar button; focus goes back to the body, where typing continues. */
  async applyTool(name: string) {
    await this.toolButton(name).click();
    await expect(this.body).toBeFocused();
  }

  async typeInBody(text: string) {
    await this.page.keyboard.type(text);
  }

  async insertLink(url: string, text: string) {
    await this.fillToolDialog('Liên kết', 'Gắn liên kết', async (dialog) => {
      await dialog.getByLabel('Địa chỉ liên kết').fill(url);
      await dialog.getByLabel('Chữ hiển thị').fill(text);
    });
  }

  async insertImage(alt: string) {
    await this.fillToolDialog('Chèn ảnh', 'Chèn ảnh', async (dialog) => {
      await dialog.getByLabel('Tệp ảnh').setInputFiles(PNG_FIXTURE);
      await dialog.getByLabel('Mô tả ảnh (alt)').fill(alt);
    });
  }

  /** Saves the draft; answers the article's id and the HTML the editor sent. */
  async saveDraft(): Promise<{ id: string; sentHtml: string }> {
    const request = this.page.waitForRequest(
      (candidate) => candidate.method() === 'POST' && new URL(candidate.url()).pathname === '/api/admin/news',
    );
    await this.editor.getByRole('button', { name: 'Lưu nháp' }).click();
    const sentHtml = ((await request).postDataJSON() as { content: string }).content;
    await expect(this.page).toHaveURL(/\/admin\/news\/[0-9a-f-]{36}$/);
    await expect(this.statusBadge).toHaveText('Bản nháp');
    const id = new URL(this.page.url()).pathname.split('/').pop() ?? '';
    return { id, sentHtml };
  }

  async publish() {
    await this.editor.getByRole('button', { name: 'Xuất bản' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Xuất bản bài viết?' });
    await expect(dialog.getByRole('button', { name: 'Huỷ' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Xuất bản' }).click();
    await expect(this.statusBadge).toHaveText('Đã xuất bản');
  }

  private toolButton(name: string) {
    return this.editor.getByRole('toolbar', { name: 'Định dạng nội dung' }).getByRole('button', { name });
  }

  /** Presses a toolbar button whose dialog has its name, fills it, confirms; focus is back in the body. */
  private async fillToolDialog(name: string, confirm: string, fill: (dialog: Locator) => Promise<void>) {
    await this.toolButton(name).click();
    const dialog = this.page.getByRole('dialog', { name });
    await fill(dialog);
    await dialog.getByRole('button', { name: confirm }).click();
    await expect(dialog).toBeHidden();
    await expect(this.body).toBeFocused();
  }
}
