import type { RouteObject } from 'react-router';
import { lazyPage } from '#shared/i18n/lazy-page.ts';

/** Members only (the router wraps these in RequireAuth). */
export const profileRoutes: RouteObject[] = [
  lazyPage('user-profile', ['account', 'ui'], () =>
    import('./user-profile.page.tsx').then((page) => page.UserProfilePage),
  ),
  lazyPage('user-profile/change-password', ['account', 'ui'], () =>
    import('./change-password.page.tsx').then((page) => page.ChangePasswordPage),
  ),
];

/** Open to anyone: a mail's unsubscribe link, whose token says who and which e-mails (issue 22). */
export const unsubscribeRoutes: RouteObject[] = [
  lazyPage('unsubscribe', 'account', () =>
    import('./unsubscribe.page.tsx').then((page) => page.UnsubscribePage),
  ),
];
