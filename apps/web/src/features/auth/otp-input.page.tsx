import { type FormEvent, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useCountdown } from '#shared/hooks/use-countdown.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { errorMessage } from '#shared/lib/error-message.ts';
import { toast } from '#shared/lib/toast.ts';
import { useSettingsStore } from '#shared/stores/settings.store.ts';
import { OtpBoxes, otpBoxErrors } from '#shared/ui/otp-boxes.tsx';
import { ResendCode } from '#shared/ui/resend-code.tsx';
import { SubmitButton } from '#shared/ui/submit-button.tsx';
import { authApi } from './auth.api.ts';
import { AuthCard } from './auth-card.tsx';
import { resetToken } from './reset-token.ts';

const RESEND_SECONDS = 59;

/** The password-reset code: verified, its reset proof is kept for /reset-password, which it leads to. */
export function OtpInputPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const email = useSettingsStore((state) => state.forgotPasswordEmail);
  const [digits, setDigits] = useState(['', '', '', '']);
  const [isChecked, setChecked] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const countdown = useCountdown(RESEND_SECONDS);
  if (!email) return <Navigate to="/forgot-password" replace />;

  const errors = isChecked ? otpBoxErrors(digits) : [];
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (otpBoxErrors(digits).some(Boolean)) return;
    setSubmitting(true);
    try {
      const { data } = await authApi.verifyOtp({ otp: digits.join(''), email });
      resetToken.save(data.resetToken);
      toast.success(t('auth.otp.verified'));
      navigate('/reset-password');
    } catch (error) {
      toast.error(t('auth.otp.failed'), { description: errorMessage(t, error) });
    } finally {
      setSubmitting(false);
    }
  };
  const handleResend = async () => {
    try {
      await authApi.forgotPassword({ email });
      // A new code ends the proof of the last one.
      resetToken.clear();
      toast.success(t('auth.forgotPassword.sent'));
      countdown.restart();
    } catch (error) {
      toast.error(t('auth.otp.resendFailed'), { description: errorMessage(t, error) });
    }
  };

  return (
    <AuthCard title={t('auth.otpInput.title')} intro={t('auth.otpInput.intro', { email })}>
      <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-6">
        <OtpBoxes value={digits} onChange={setDigits} errors={errors} isDisabled={isSubmitting} />
        <SubmitButton isSubmitting={isSubmitting}>{t('auth.otp.submit')}</SubmitButton>
      </form>
      <ResendCode secondsLeft={countdown.left} onResend={handleResend} />
    </AuthCard>
  );
}
