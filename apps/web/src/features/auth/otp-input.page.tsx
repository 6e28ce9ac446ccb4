import { type FormEvent, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useCountdown } from '#shared/hooks/use-countdown.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { errorMessage } from '#shared/lib/error-message.ts';
import { toast } from '#shared/lib/toast.ts';
import { useSettingsStore } from '#shared/stores/settings.store.ts';
import { SubmitButton } from '#shared/ui/submit-button.tsx';
import { authApi } from './auth.api.ts';
import { AuthCard } from './auth-card.tsx';
import { OtpBoxes, otpBoxErrors } from './otp-boxes.tsx';

const RESEND_SECONDS = 59;

/** The password-reset code: verified, it leads to /reset-password. */
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
      await authApi.verifyOtp({ otp: digits.join(''), email });
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

export function ResendCode({ secondsLeft, onResend }: { secondsLeft: number; onResend(): void }) {
  const { t } = useTranslation();
  return (
    <p className="mt-6 text-center text-sm text-slate-600" aria-live="polite">
      {secondsLeft > 0 ? (
        t('auth.otp.resendIn', { count: secondsLeft })
      ) : (
        <button type="button" onClick={onResend} className="font-semibold text-brand-700 hover:underline">
          {t('auth.otp.resend')}
        </button>
      )}
    </p>
  );
}
