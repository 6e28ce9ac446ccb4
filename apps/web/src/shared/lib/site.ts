export const SITE_NAME = 'MapleBridge';

/** A tab's title: the page's, then the site's name; the site's name alone where a page has none. */
export const documentTitle = (pageTitle?: string) => (pageTitle ? `${pageTitle} · ${SITE_NAME}` : SITE_NAME);

/** Contact points shown in the footer; one hotline number for calls, WhatsApp and Zalo. */
export const HOTLINE_DISPLAY = '+84 28 7300 6868';
export const HOTLINE_HREF = 'tel:+842873006868';
/** WhatsApp's and Zalo's own links open their apps (or their web page) on the hotline's account. */
export const WHATSAPP_URL = 'https://wa.me/842873006868';
export const ZALO_URL = 'https://zalo.me/02873006868';
export const FACEBOOK_URL = 'https://www.facebook.com/maplebridge.vn';
/** The server redirects it to the folder its configuration names (DOCUMENTS_URL). */
export const DOCUMENTS_URL = '/documents';
