import type { RouteObject } from 'react-router';
import { PagePlaceholder } from '#shared/ui/page-placeholder.tsx';

export const chatRoutes: RouteObject[] = [
  { path: 'chat-ai', element: <PagePlaceholder titleKey="chat.page.title" introKey="chat.page.intro" /> },
];
