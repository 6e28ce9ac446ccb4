import type { Language } from '@maplebridge/contracts';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A paragraph of a mail: words, or a link (its words, then its address on a line of its own in the text). */
type Block = string | { text: string; href: string };

const textOf = (block: Block) => (typeof block === 'string' ? block : `${block.text}\n${block.href}`);
const htmlOf = (block: Block) =>
  typeof block === 'string'
    ? escapeHtml(block)
    : `<a href="${escapeHtml(block.href)}" style="color:#1d4ed8">${escapeHtml(block.text)}</a>`;

/** A mail in text and HTML; `footer` (why it came, how to stop it) follows the signature, in grey. */
function render(subject: string, lines: Block[], footer: Block[] = []): MailContent {
  return {
    subject,
    text: [...lines, '— MapleBridge', ...footer].map(textOf).join('\n\n'),
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0f172a">${lines
      .map((line) => `<p>${htmlOf(line)}</p>`)
      .join('')}<p style="color:#64748b">— MapleBridge</p>${footer
      .map((line) => `<p style="color:#64748b;font-size:12px">${htmlOf(line)}</p>`)
      .join('')}</body></html>`,
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

/**
 * The contact form's acknowledgement to the sender, with the reference (issue 22). Anyone can type any
 * address into the form, so it repeats nothing they typed (not even the name): it cannot carry a message.
 */
export function contactAcknowledgementMail(language: Language, reference: string): MailContent {
  return language === 'en'
    ? render(`We received your message (${reference})`, [
        'Hello,',
        'Thank you for contacting MapleBridge. We have received your message and will reply to this e-mail address.',
        `Your reference is ${reference}: please quote it if you write to us again.`,
        'If you did not send us a message, you can ignore this e-mail.',
      ])
    : render(`MapleBridge đã nhận tin nhắn của bạn (${reference})`, [
        'Chào bạn,',
        'Cảm ơn bạn đã liên hệ với MapleBridge. Chúng tôi đã nhận được tin nhắn của bạn và sẽ trả lời qua địa chỉ e-mail này.',
        `Mã tham chiếu của bạn là ${reference}: bạn hãy ghi mã này khi viết thêm cho chúng tôi.`,
        'Nếu bạn không gửi tin nhắn nào, bạn có thể bỏ qua e-mail này.',
      ]);
}

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

/** A day (`2026-09-02`) as each language writes it: "02/09/2026", "September 2, 2026". */
function dateIn(language: Language, isoDate: string) {
  const day = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return language === 'en'
    ? day.toLocaleDateString('en-CA', { dateStyle: 'long', timeZone: 'UTC' })
    : day.toLocaleDateString('vi-VN', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
}

const numberIn = (language: Language, value: number) =>
  value.toLocaleString(language === 'en' ? 'en-CA' : 'vi-VN');

/** What a round alert says of the member: their score, and whether their answers show the round type can invite them. */
export interface RoundAlertFacts {
  name: string;
  round: { number: string; date: string; invitations: number; lowestScore: number };
  /** The round's type in the mail's language ("Canadian Experience Class"). */
  roundType: string;
  score: number;
  /** `eligible`: the saved answers show this type of round can invite the member; `possible`: they do not rule it out. */
  basis: 'eligible' | 'possible';
  resultUrl: string;
  unsubscribeUrl: string;
}

/** An article of the weekly digest. */
export interface DigestArticle {
  title: string;
  previewContent: string;
  publishDate: Date;
  url: string;
}

/** A preview on one line, cut at a word near 200 characters. */
function shortPreview(text: string) {
  const line = text.replaceAll(/\s+/g, ' ').trim();
  return line.length <= 200 ? line : `${line.slice(0, 200).replace(/\s+\S*$/, '')}…`;
}

/** Issue 22: the mails members opt into; each ends with why it came and its unsubscribe link. */
export const LIST_MAIL_TEMPLATES = {
  roundAlert: (language: Language, facts: RoundAlertFacts) => {
    const { round } = facts;
    const invitations = numberIn(language, round.invitations);
    if (language === 'en')
      return render(
        `New round #${round.number}: lowest score invited ${round.lowestScore}`,
        [
          `Hello ${facts.name},`,
          `On ${dateIn(language, round.date)}, IRCC held round #${round.number} (${facts.roundType}): ${invitations} invitations to apply (ITA), lowest score invited ${round.lowestScore}.`,
          facts.basis === 'eligible'
            ? `Your latest saved result, ${facts.score} CRS points, is at or above it, and by your saved answers this type of round can invite you.`
            : `Your latest saved result, ${facts.score} CRS points, is at or above it. Your saved answers do not show which programs you qualify for: add the “Your work” step to your result to know whether this type of round can invite you.`,
          { text: 'See your result', href: facts.resultUrl },
        ],
        [
          'You get this e-mail because you asked MapleBridge to tell you about new rounds that concern you.',
          { text: 'Unsubscribe from these e-mails', href: facts.unsubscribeUrl },
        ],
      );
    return render(
      `Đợt mời mới #${round.number}: điểm tối thiểu được mời ${round.lowestScore}`,
      [
        `Chào ${facts.name},`,
        `Ngày ${dateIn(language, round.date)}, IRCC đã tổ chức đợt mời (draw) #${round.number} (${facts.roundType}): ${invitations} thư mời nộp hồ sơ (ITA), điểm tối thiểu được mời ${round.lowestScore}.`,
        facts.basis === 'eligible'
          ? `Kết quả bạn lưu gần nhất được ${facts.score} điểm CRS, bằng hoặc cao hơn mức này, và theo câu trả lời bạn đã lưu, loại đợt mời này có thể mời bạn.`
          : `Kết quả bạn lưu gần nhất được ${facts.score} điểm CRS, bằng hoặc cao hơn mức này. Câu trả lời bạn đã lưu chưa cho biết bạn đủ điều kiện chương trình nào: hãy thêm bước “Công việc của bạn” vào kết quả để biết loại đợt mời này có thể mời bạn hay không.`,
        { text: 'Xem kết quả của bạn', href: facts.resultUrl },
      ],
      [
        'Bạn nhận e-mail này vì đã đăng ký để MapleBridge báo cho bạn các đợt mời mới liên quan đến bạn.',
        { text: 'Hủy đăng ký nhận các e-mail này', href: facts.unsubscribeUrl },
      ],
    );
  },
  newsDigest: (language: Language, name: string, articles: DigestArticle[], unsubscribeUrl: string) => {
    const items = articles.flatMap((article) => [
      { text: article.title, href: article.url },
      `${dateIn(language, article.publishDate.toISOString())} · ${shortPreview(article.previewContent)}`,
    ]);
    const count = numberIn(language, articles.length);
    if (language === 'en')
      return render(
        `Your week of Express Entry news: ${count} new ${articles.length === 1 ? 'article' : 'articles'}`,
        [`Hello ${name},`, 'Here is what MapleBridge published in English in the last 7 days:', ...items],
        [
          'You get this e-mail because you asked MapleBridge for a weekly digest of its news.',
          { text: 'Unsubscribe from the weekly digest', href: unsubscribeUrl },
        ],
      );
    return render(
      `Tin Express Entry trong tuần: ${count} bài mới`,
      [`Chào ${name},`, 'Đây là các bài MapleBridge đăng bằng tiếng Việt trong 7 ngày qua:', ...items],
      [
        'Bạn nhận e-mail này vì đã đăng ký nhận bản tin hằng tuần của MapleBridge.',
        { text: 'Hủy đăng ký bản tin hằng tuần', href: unsubscribeUrl },
      ],
    );
  },
};
