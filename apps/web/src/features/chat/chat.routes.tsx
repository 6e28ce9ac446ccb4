import type { RouteObject } from 'react-router';
import { lazyPage } from '#shared/i18n/lazy-page.ts';

// Lazy: the page, its texts, and then Dexie and the Markdown renderer load only with the assistant.
export const chatRoutes: RouteObject[] = [
  lazyPage('chat-ai', ['chat', 'ui'], () => import('./chat.page.tsx').then((page) => page.ChatPage)),
];
