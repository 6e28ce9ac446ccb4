import type { RouteObject } from 'react-router';

/** Running the service: notifications, draws, contact messages, members, the audit log. */
export const operationsRoutes: RouteObject[] = [
  {
    path: 'notifications',
    lazy: async () => ({
      Component: (await import('./notifications/notifications.page.tsx')).NotificationsPage,
    }),
  },
  { path: 'draws', lazy: async () => ({ Component: (await import('./draws/draws.page.tsx')).DrawsPage }) },
  {
    path: 'messages',
    lazy: async () => ({ Component: (await import('./messages/messages.page.tsx')).MessagesPage }),
  },
  {
    path: 'members',
    lazy: async () => ({ Component: (await import('./members/members.page.tsx')).MembersPage }),
  },
  { path: 'audit', lazy: async () => ({ Component: (await import('./audit/audit.page.tsx')).AuditPage }) },
];
