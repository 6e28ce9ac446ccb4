/** The main menu, shared by the header and the mobile drawer. */
export const NAV_ITEMS = [
  { to: '/crs-tool', labelKey: 'common.nav.crs' },
  { to: '/news', labelKey: 'common.nav.news' },
  { to: '/chat-ai', labelKey: 'common.nav.chat' },
  { to: '/contact', labelKey: 'common.nav.contact' },
] as const;
