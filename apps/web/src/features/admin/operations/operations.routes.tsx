import type { RouteObject } from 'react-router';

const placeholder = async () => ({
  Component: (await import('../section-placeholder.page.tsx')).SectionPlaceholderPage,
});

/** Running the service: notifications, draws, contact messages, members, the audit log. */
export const operationsRoutes: RouteObject[] = [
  { path: 'notifications', lazy: placeholder },
  { path: 'draws', lazy: placeholder },
  { path: 'messages', lazy: placeholder },
  { path: 'members', lazy: placeholder },
  { path: 'audit', lazy: placeholder },
];
