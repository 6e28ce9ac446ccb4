import type { RouteObject } from 'react-router';
import { lazyPage } from '#shared/i18n/lazy-page.ts';

/** The account pages, without header and footer; those with a password field load the kit's texts (`ui`). */
export const authRoutes: { open: RouteObject[]; guestOnly: RouteObject[] } = {
  open: [
    lazyPage('forgot-password', 'account', () =>
      import('./forgot-password.page.tsx').then((page) => page.ForgotPasswordPage),
    ),
    lazyPage('otp-input', 'account', () => import('./otp-input.page.tsx').then((page) => page.OtpInputPage)),
    lazyPage('otp-input-login-verified', 'account', () =>
      import('./verify-email.page.tsx').then((page) => page.VerifyEmailPage),
    ),
  ],
  guestOnly: [
    lazyPage('sign-in', ['account', 'ui'], () =>
      import('./sign-in.page.tsx').then((page) => page.SignInPage),
    ),
    lazyPage('sign-up', ['account', 'ui'], () =>
      import('./sign-up.page.tsx').then((page) => page.SignUpPage),
    ),
    lazyPage('after-sign-up', 'account', () =>
      import('./after-sign-up.page.tsx').then((page) => page.AfterSignUpPage),
    ),
    lazyPage('reset-password', ['account', 'ui'], () =>
      import('./reset-password.page.tsx').then((page) => page.ResetPasswordPage),
    ),
  ],
};
