export const SITE_NAME = 'MapleBridge';

/** A tab's title: the page's, then the site's name; the site's name alone where a page has none. */
export const documentTitle = (pageTitle?: string) => (pageTitle ? `${pageTitle} · ${SITE_NAME}` : SITE_NAME);

/** Contact points shown in the footer; one hotline serves WhatsApp, Zalo and calls. */
export const HOTLINE_DISPLAY = '+84 28 7300 6868';
export const HOTLINE_HREF = 'tel:+842873006868';
export const FACEBOOK_URL = 'https://www.facebook.com/maplebridge.vn';
export const DOCUMENTS_URL = 'https://drive.google.com/drive/folders/maplebridge-business-documents';
