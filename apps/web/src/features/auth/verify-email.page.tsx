import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useCodeEntry } from '#shared/hooks/use-code-entry.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { toSafeRedirectPath } from '#shared/lib/redirect.ts';
import { useSessionStore } from '#shared/stores/session.store.ts';
import { toastSuccess } from '#shared/ui/toast.ts';
import { authApi } from './auth.api.ts';
import { AuthCard } from './auth-card.tsx';
import { CodeEntryForm } from './code-entry-form.tsx';

/** /otp-input-login-verified: a signed-in member with an unverified e-mail enters the code mailed at sign-up. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSessionStore((state) => state.user);
  const refresh = useSessionStore((state) => state.refresh);
  // Where the person was when they signed in: verified, they go back there.
  const [searchParams] = useSearchParams();
  const target = toSafeRedirectPath(searchParams.get('redirectTo'));
  // The sign-up mail carries a code already; a new one may be asked for after the countdown.
  const code = useCodeEntry({
    failedKey: 'auth.otp.failed',
    async verify(otp) {
      const { data } = await authApi.verifyEmail(otp);
      refresh({ user: data });
      toastSuccess(t('auth.otp.verified'));
      navigate(target, { replace: true });
    },
    resend: () => authApi.sendVerificationCode(),
  });
  if (!user) return <Navigate to="/sign-in" replace />;
  if (user.isEmailVerified) return <Navigate to={target} replace />;

  return (
    <AuthCard
      title={t('auth.otpLoginVerified.title')}
      intro={t('auth.otpLoginVerified.intro', { email: user.email })}
    >
      <CodeEntryForm code={code} />
    </AuthCard>
  );
}
