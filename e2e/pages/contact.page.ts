import { expect, type Locator, type Page } from '@playwright/test';
import { CONTACT_TEXTS } from '../../apps/web/src/features/contact/test-support.ts';

export type ContactLanguage = keyof typeof CONTACT_TEXTS;

/** /contact: the offices and their map, and the support form, driven by labels and `data-testid`s. */
export class ContactPage {
  readonly text: (typeof CONTACT_TEXTS)[ContactLanguage];
  readonly map: Locator;
  readonly form: Locator;
  readonly fullName: Locator;
  readonly email: Locator;
  readonly phone: Locator;
  readonly street: Locator;
  readonly message: Locator;
  readonly submit: Locator;
  readonly success: Locator;
  readonly reference: Locator;

  constructor(
    readonly page: Page,
    readonly language: ContactLanguage,
  ) {
    this.text = CONTACT_TEXTS[language];
    this.map = page.getByTestId('office-map');
    this.form = page.getByTestId('support-form');
    this.fullName = this.form.getByLabel(this.text.fullName, { exact: true });
    this.email = this.form.getByLabel(this.text.email, { exact: true });
    this.phone = this.form.getByLabel(this.text.phone, { exact: true });
    this.street = this.form.getByLabel(this.text.street, { exact: true });
    this.message = this.form.getByLabel(this.text.message, { exact: true });
    this.submit = this.form.getByRole('button', { name: this.text.submit });
    this.success = page.getByTestId('support-success');
    this.reference = page.getByTestId('support-reference');
  }

  /** Opens the page in this language (the switch in the header remembers it). */
  async goto() {
    await this.page.goto('/contact');
    await this.page.getByTestId(`lang-${this.language}`).first().click();
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(this.text.title);
  }

  office(id: string) {
    return this.page.getByTestId(`office-${id}`);
  }

  async chooseOffice(id: string) {
    await this.office(id).click();
    await expect(this.office(id)).toHaveAttribute('aria-pressed', 'true');
  }

  errorText(key: 'nameRequired' | 'invalidEmail' | 'messageRequired') {
    return this.form.getByText(this.text[key], { exact: true });
  }

  async fill(values: {
    fullName?: string;
    email?: string;
    phone?: string;
    street?: string;
    message: string;
  }) {
    if (values.fullName !== undefined) await this.fullName.fill(values.fullName);
    if (values.email !== undefined) await this.email.fill(values.email);
    if (values.phone !== undefined) await this.phone.fill(values.phone);
    if (values.street !== undefined) await this.street.fill(values.street);
    await this.message.fill(values.message);
  }

  /** Sends the form and answers the reference the success panel shows. */
  async send(): Promise<string> {
    await this.submit.click();
    await expect(this.success).toBeVisible();
    await expect(this.success).toContainText(this.text.reference);
    const reference = (await this.reference.innerText()).trim();
    expect(reference).toMatch(/^MB-[0-9A-Z]{6}$/);
    return reference;
  }
}
