import { expect, type Locator, type Page } from '@playwright/test';

/** A round typed into the console's "add a round" form (labels are the Vietnamese ones). */
export interface DrawFields {
  number: string;
  date: string;
  name: string;
  category: string;
  invitations: number;
  lowestScore: number;
}

/** The staff console's operations sections, in Vietnamese, driven by labels and `data-testid`s. */
export class AdminConsolePage {
  readonly console: Locator;
  readonly confirmDialog: Locator;

  constructor(readonly page: Page) {
    this.console = page.getByTestId('admin-console');
    this.confirmDialog = page.getByRole('dialog');
  }

  async open(section: 'notifications' | 'draws' | 'messages' | 'members' | 'audit') {
    await this.page.goto(`/admin/${section}`);
    await expect(this.console).toBeVisible();
    await expect(this.page.getByTestId(`admin-nav-${section}`)).toHaveAttribute('aria-current', 'page');
  }

  readonly drawForm = () => this.page.getByTestId('draw-form');

  /** Fills the "add a round" form and sends it. */
  async submitDraw(draw: DrawFields) {
    const form = this.drawForm();
    await form.getByLabel('Số đợt').fill(draw.number);
    await form.getByLabel('Ngày').fill(draw.date);
    await form.getByLabel('Tên đợt mời').fill(draw.name);
    await form.getByLabel('Nhóm').selectOption({ label: draw.category });
    await form.getByLabel('Số thư mời').fill(String(draw.invitations));
    await form.getByLabel('Điểm tối thiểu được mời').fill(String(draw.lowestScore));
    await form.getByRole('button', { name: 'Thêm đợt mời' }).click();
  }

  /** Adds a round by hand and answers the outcome line ("1 đợt mời mới, …"). */
  async addDraw(draw: DrawFields): Promise<string> {
    await this.submitDraw(draw);
    const summary = this.page.getByTestId('draw-outcome-summary');
    await expect(summary).toBeVisible();
    return summary.innerText();
  }

  /** The members row of this e-mail, found with the search box. */
  async findMember(email: string): Promise<Locator> {
    await this.page.getByLabel('Tìm thành viên').fill(email);
    const row = this.page.getByTestId('member-row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(this.page.getByTestId('member-row')).toHaveCount(1);
    return row;
  }

  /** Presses the row's action, then confirms it in the dialog. */
  async confirmMemberAction(row: Locator, action: string) {
    await row.getByRole('button', { name: action }).click();
    await expect(this.confirmDialog).toBeVisible();
    await expect(this.confirmDialog.getByRole('button', { name: 'Hủy' })).toBeFocused();
    await this.confirmDialog.getByRole('button', { name: action }).click();
    await expect(this.confirmDialog).toBeHidden();
  }
}
