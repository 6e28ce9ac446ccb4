import type { RouteObject } from 'react-router';
import { PagePlaceholder } from '#shared/ui/page-placeholder.tsx';

/** The account pages, without header and footer. The accounts issue builds their forms. */
export const authRoutes: { open: RouteObject[]; guestOnly: RouteObject[] } = {
  open: [
    {
      path: 'forgot-password',
      element: <PagePlaceholder titleKey="auth.forgotPassword.title" introKey="auth.forgotPassword.intro" />,
    },
    {
      path: 'otp-input',
      element: <PagePlaceholder titleKey="auth.otpInput.title" introKey="auth.otpInput.intro" />,
    },
    {
      path: 'otp-input-login-verified',
      element: (
        <PagePlaceholder titleKey="auth.otpLoginVerified.title" introKey="auth.otpLoginVerified.intro" />
      ),
    },
  ],
  guestOnly: [
    {
      path: 'sign-in',
      element: <PagePlaceholder titleKey="auth.signIn.title" introKey="auth.signIn.intro" />,
    },
    {
      path: 'sign-up',
      element: <PagePlaceholder titleKey="auth.signUp.title" introKey="auth.signUp.intro" />,
    },
    {
      path: 'after-sign-up',
      element: <PagePlaceholder titleKey="auth.afterSignUp.title" introKey="auth.afterSignUp.intro" />,
    },
    {
      path: 'reset-password',
      element: <PagePlaceholder titleKey="auth.resetPassword.title" introKey="auth.resetPassword.intro" />,
    },
  ],
};
