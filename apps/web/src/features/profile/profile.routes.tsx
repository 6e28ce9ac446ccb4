import type { RouteObject } from 'react-router';

/** Members only (the router wraps these in RequireAuth). */
export const profileRoutes: RouteObject[] = [
  {
    path: 'user-profile',
    lazy: async () => ({ Component: (await import('./user-profile.page.tsx')).UserProfilePage }),
  },
  {
    path: 'user-profile/change-password',
    lazy: async () => ({ Component: (await import('./change-password.page.tsx')).ChangePasswordPage }),
  },
];
