import type { Language } from '@maplebridge/contracts';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function render(subject: string, lines: string[]): MailContent {
  return {
    subject,
    text: `${lines.join('\n\n')}\n\n— MapleBridge`,
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0f172a">${lines
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join('')}<p style="color:#64748b">— MapleBridge</p></body></html>`,
  };
}

/** The mails we send, in the member's language; codes are 4 digits valid 10 minutes. */
export const MAIL_TEMPLATES = {
  verificationCode: (language: Language, name: string, code: string) =>
    language === 'en'
      ? render(`Your MapleBridge verification code: ${code}`, [
          `Hello ${name},`,
          `Welcome to MapleBridge. Your e-mail verification code is ${code}. It is valid for 10 minutes.`,
          'If you did not create an account, you can ignore this e-mail.',
        ])
      : render(`Mã xác thực MapleBridge của bạn: ${code}`, [
          `Chào ${name},`,
          `Chào mừng bạn đến với MapleBridge. Mã xác thực e-mail của bạn là ${code}, có hiệu lực trong 10 phút.`,
          'Nếu bạn không tạo tài khoản, bạn có thể bỏ qua e-mail này.',
        ]),
  resetCode: (language: Language, name: string, code: string) =>
    language === 'en'
      ? render(`Your MapleBridge password reset code: ${code}`, [
          `Hello ${name},`,
          `Your code to reset your password is ${code}. It is valid for 10 minutes.`,
          'If you did not ask to reset your password, you can ignore this e-mail: your password stays the same.',
        ])
      : render(`Mã đặt lại mật khẩu MapleBridge: ${code}`, [
          `Chào ${name},`,
          `Mã đặt lại mật khẩu của bạn là ${code}, có hiệu lực trong 10 phút.`,
          'Nếu bạn không yêu cầu đặt lại mật khẩu, hãy bỏ qua e-mail này: mật khẩu của bạn vẫn giữ nguyên.',
        ]),
  passwordChanged: (language: Language, name: string) =>
    language === 'en'
      ? render('Your MapleBridge password was changed', [
          `Hello ${name},`,
          'The password of your MapleBridge account was just changed, and every other session was signed out.',
          'If this was not you, reset your password now and contact us.',
        ])
      : render('Mật khẩu MapleBridge của bạn đã được thay đổi', [
          `Chào ${name},`,
          'Mật khẩu tài khoản MapleBridge của bạn vừa được thay đổi, và mọi phiên đăng nhập khác đã bị đăng xuất.',
          'Nếu không phải bạn, hãy đặt lại mật khẩu ngay và liên hệ với chúng tôi.',
        ]),
};

/** The support inbox's copy of a contact message; staff read both languages, so it is in both. */
export function supportMessageMail(
  reference: string,
  form: {
    fullName: string;
    email: string;
    phoneNumber?: string | undefined;
    street?: string | undefined;
    message: string;
  },
  isMember: boolean,
): MailContent {
  return render(`[${reference}] ${form.fullName} / Liên hệ mới — New contact message`, [
    `Tham chiếu / Reference: ${reference}`,
    `Họ tên / Name: ${form.fullName}${isMember ? ' (thành viên / member)' : ''}`,
    `E-mail: ${form.email}`,
    `Điện thoại / Phone: ${form.phoneNumber ?? '—'}`,
    `Địa chỉ / Street: ${form.street ?? '—'}`,
    form.message,
  ]);
}
