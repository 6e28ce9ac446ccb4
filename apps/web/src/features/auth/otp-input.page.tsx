import { Navigate, useNavigate } from 'react-router';
import { useCodeEntry } from '#shared/hooks/use-code-entry.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { useSettingsStore } from '#shared/stores/settings.store.ts';
import { toastSuccess } from '#shared/ui/toast.ts';
import { authApi } from './auth.api.ts';
import { AuthCard } from './auth-card.tsx';
import { CodeEntryForm } from './code-entry-form.tsx';
import { resetToken } from './reset-token.ts';

/** The password-reset code: verified, its reset proof is kept for /reset-password, which it leads to. */
export function OtpInputPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const email = useSettingsStore((state) => state.forgotPasswordEmail);
  const code = useCodeEntry({
    failedKey: 'auth.otp.failed',
    sentKey: 'auth.forgotPassword.sent',
    async verify(otp) {
      const { data } = await authApi.verifyOtp({ otp, email });
      resetToken.save(data.resetToken);
      toastSuccess(t('auth.otp.verified'));
      navigate('/reset-password');
    },
    async resend() {
      await authApi.forgotPassword({ email });
      // A new code ends the proof of the last one.
      resetToken.clear();
    },
  });
  if (!email) return <Navigate to="/forgot-password" replace />;

  return (
    <AuthCard title={t('auth.otpInput.title')} intro={t('auth.otpInput.intro', { email })}>
      <CodeEntryForm code={code} />
    </AuthCard>
  );
}
