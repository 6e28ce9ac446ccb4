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

/** What a code of each purpose is for, in the words of a lock-out notice. */
const CODE_PURPOSE_WORDS = {
  passwordReset: { en: 'password reset', vi: 'đặt lại mật khẩu' },
  emailVerification: { en: 'e-mail verification', vi: 'xác thực e-mail' },
  emailChange: { en: 'e-mail change', vi: 'đổi e-mail' },
} as const;

/** A moment in UTC, as each language writes it: "14:05 UTC, 20/05/2026" or "May 20, 2026, 14:05 UTC". */
function formatUtc(language: Language, moment: Date) {
  const time = moment.toISOString().slice(11, 16);
  if (language === 'en')
    return `${moment.toLocaleDateString('en-CA', { dateStyle: 'long', timeZone: 'UTC' })}, ${time} UTC`;
  return `${time} UTC, ${moment.toLocaleDateString('vi-VN', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' })}`;
}

/** Issue 18: the lock-out notice and the two mails of an e-mail change. */
export const ACCOUNT_SECURITY_TEMPLATES = {
  codesLocked: (language: Language, name: string, purpose: keyof typeof CODE_PURPOSE_WORDS, until: Date) => {
    const words = CODE_PURPOSE_WORDS[purpose][language];
    return language === 'en'
      ? render('MapleBridge: code checks on your account are paused for an hour', [
          `Hello ${name},`,
          `10 wrong ${words} codes were entered for your account within an hour, so we will not check ${words} codes for it until ${formatUtc(language, until)}.`,
          'If this was you, wait until then and ask for a new code. If it was not, someone may be trying to get into your account: your password has not changed, and no code can be used until then.',
        ])
      : render('MapleBridge: tạm khóa kiểm tra mã xác thực của tài khoản trong một giờ', [
          `Chào ${name},`,
          `Đã có 10 lần nhập sai mã ${words} cho tài khoản của bạn trong vòng một giờ, nên chúng tôi tạm khóa việc kiểm tra mã ${words} đến ${formatUtc(language, until)}.`,
          'Nếu đó là bạn, hãy chờ đến lúc đó rồi yêu cầu mã mới. Nếu không phải bạn, có thể ai đó đang tìm cách vào tài khoản của bạn: mật khẩu của bạn không thay đổi và không mã nào dùng được cho đến lúc đó.',
        ]);
  },
  emailChangeCode: (language: Language, name: string, code: string) =>
    language === 'en'
      ? render(`Confirm your new MapleBridge e-mail: ${code}`, [
          `Hello ${name},`,
          `To use this address for your MapleBridge account, enter the code ${code} on your profile page. It is valid for 10 minutes.`,
          'If you did not ask for this, you can ignore this e-mail: nothing changes.',
        ])
      : render(`Xác nhận e-mail mới cho MapleBridge: ${code}`, [
          `Chào ${name},`,
          `Để dùng địa chỉ này cho tài khoản MapleBridge, hãy nhập mã ${code} trên trang thông tin tài khoản. Mã có hiệu lực trong 10 phút.`,
          'Nếu bạn không yêu cầu, hãy bỏ qua e-mail này: không có gì thay đổi.',
        ]),
  emailChanged: (language: Language, name: string, newEmail: string) =>
    language === 'en'
      ? render('The e-mail of your MapleBridge account was changed', [
          `Hello ${name},`,
          `Your MapleBridge account now uses ${newEmail}. This address no longer signs in to it or receives its mail.`,
          'If this was not you, contact us right away.',
        ])
      : render('E-mail tài khoản MapleBridge của bạn đã được thay đổi', [
          `Chào ${name},`,
          `Tài khoản MapleBridge của bạn giờ dùng e-mail ${newEmail}. Địa chỉ này không còn dùng để đăng nhập hay nhận thư của tài khoản.`,
          'Nếu không phải bạn, hãy liên hệ với chúng tôi ngay.',
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
