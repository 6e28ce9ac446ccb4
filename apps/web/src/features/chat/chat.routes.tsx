import type { RouteObject } from 'react-router';
import { withLocalePart } from '#shared/i18n/i18n.ts';

// Lazy: the page, its texts, and then Dexie and the Markdown renderer load only with the assistant.
export const chatRoutes: RouteObject[] = [
  {
    path: 'chat-ai',
    lazy: async () => ({
      Component: (await withLocalePart(['chat', 'ui'], import('./chat.page.tsx'))).ChatPage,
    }),
  },
];
