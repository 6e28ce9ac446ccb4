import type { RouteObject } from 'react-router';

// Lazy: Dexie and the Markdown renderer load only with the assistant.
export const chatRoutes: RouteObject[] = [
  { path: 'chat-ai', lazy: async () => ({ Component: (await import('./chat.page.tsx')).ChatPage }) },
];
