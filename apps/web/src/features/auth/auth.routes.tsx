import type { RouteObject } from 'react-router';
import { withLocalePart } from '#shared/i18n/i18n.ts';

/** The account pages, without header and footer. */
export const authRoutes: { open: RouteObject[]; guestOnly: RouteObject[] } = {
  open: [
    {
      path: 'forgot-password',
      lazy: async () => ({
        Component: (await withLocalePart('account', import('./forgot-password.page.tsx'))).ForgotPasswordPage,
      }),
    },
    {
      path: 'otp-input',
      lazy: async () => ({
        Component: (await withLocalePart('account', import('./otp-input.page.tsx'))).OtpInputPage,
      }),
    },
    {
      path: 'otp-input-login-verified',
      lazy: async () => ({
        Component: (await withLocalePart('account', import('./verify-email.page.tsx'))).VerifyEmailPage,
      }),
    },
  ],
  guestOnly: [
    {
      path: 'sign-in',
      lazy: async () => ({
        Component: (await withLocalePart('account', import('./sign-in.page.tsx'))).SignInPage,
      }),
    },
    {
      path: 'sign-up',
      lazy: async () => ({
        Component: (await withLocalePart('account', import('./sign-up.page.tsx'))).SignUpPage,
      }),
    },
    {
      path: 'after-sign-up',
      lazy: async () => ({
        Component: (await withLocalePart('account', import('./after-sign-up.page.tsx'))).AfterSignUpPage,
      }),
    },
    {
      path: 'reset-password',
      lazy: async () => ({
        Component: (await withLocalePart('account', import('./reset-password.page.tsx'))).ResetPasswordPage,
      }),
    },
  ],
};
