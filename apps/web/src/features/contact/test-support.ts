/**
 * The contact page's texts as its tests expect to read them, in both languages: the unit tests and
 * the end-to-end page object (e2e/pages/contact.page.ts) find the form by them.
 */
export const CONTACT_TEXTS = {
  vi: {
    title: 'Liên hệ với chúng tôi',
    fullName: 'Họ và tên',
    email: 'E-mail',
    phone: 'Số điện thoại (không bắt buộc)',
    street: 'Địa chỉ (không bắt buộc)',
    message: 'Nội dung tin nhắn',
    submit: 'Gửi tin nhắn',
    sending: 'Đang gửi…',
    nameRequired: 'Vui lòng nhập họ và tên.',
    invalidEmail: 'Vui lòng nhập e-mail hợp lệ.',
    messageRequired: 'Vui lòng nhập nội dung tin nhắn.',
    success: 'Gửi thông tin thành công',
    reference: 'Mã tham chiếu của bạn:',
    mapTitle: (name: string) => `Bản đồ văn phòng ${name}`,
  },
  en: {
    title: 'Contact us',
    fullName: 'Full name',
    email: 'E-mail',
    phone: 'Phone number (optional)',
    street: 'Street address (optional)',
    message: 'Your message',
    submit: 'Send message',
    sending: 'Sending…',
    nameRequired: 'Please enter your full name.',
    invalidEmail: 'Please enter a valid e-mail address.',
    messageRequired: 'Please write your message.',
    success: 'Your message has been sent',
    reference: 'Your reference:',
    mapTitle: (name: string) => `Map of the ${name} office`,
  },
} as const;
