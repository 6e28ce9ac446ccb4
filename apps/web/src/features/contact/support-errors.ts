/** The contract's validation codes, as the support form's own words (spec section 5's keys). */
const SUPPORT_ERROR_KEYS: Record<string, string> = {
  'validation.fullNameRequired': 'contact.support_form.nameRequired',
  'validation.emailInvalid': 'contact.support_form.invalidEmail',
  'validation.messageRequired': 'contact.support_form.messageRequired',
  'validation.phoneInvalid': 'contact.support_form.phoneInvalid',
  'validation.tooLong': 'contact.support_form.tooLong',
};

/** The translation key to show under `field` for a validation code (client or server). */
export function toSupportErrorKey(field: string, code: string | undefined): string | undefined {
  if (!code) return undefined;
  if (field === 'message' && code === 'validation.tooLong') return 'contact.support_form.messageTooLong';
  return SUPPORT_ERROR_KEYS[code] ?? code;
}
