import { type FormEvent, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useCountdown } from '#shared/hooks/use-countdown.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { errorMessage } from '#shared/lib/error-message.ts';
import { toast } from '#shared/lib/toast.ts';
import { useSessionStore } from '#shared/stores/session.store.ts';
import { OtpBoxes, otpBoxErrors } from '#shared/ui/otp-boxes.tsx';
import { ResendCode } from '#shared/ui/resend-code.tsx';
import { SubmitButton } from '#shared/ui/submit-button.tsx';
import { authApi } from './auth.api.ts';
import { AuthCard } from './auth-card.tsx';

/** /otp-input-login-verified: a signed-in member with an unverified e-mail enters the code mailed at sign-up. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSessionStore((state) => state.user);
  const refresh = useSessionStore((state) => state.refresh);
  const [digits, setDigits] = useState(['', '', '', '']);
  const [isChecked, setChecked] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  // The sign-up mail carries a code already; a new one may be asked for after the countdown.
  const countdown = useCountdown(59);
  if (!user) return <Navigate to="/sign-in" replace />;
  if (user.isEmailVerified) return <Navigate to="/" replace />;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (otpBoxErrors(digits).some(Boolean)) return;
    setSubmitting(true);
    try {
      const { data } = await authApi.verifyEmail(digits.join(''));
      refresh({ user: data });
      toast.success(t('auth.otp.verified'));
      navigate('/', { replace: true });
    } catch (error) {
      toast.error(t('auth.otp.failed'), { description: errorMessage(t, error) });
    } finally {
      setSubmitting(false);
    }
  };
  const handleResend = async () => {
    try {
      await authApi.sendVerificationCode();
      toast.success(t('auth.otp.sent'));
      countdown.restart();
    } catch (error) {
      toast.error(t('auth.otp.resendFailed'), { description: errorMessage(t, error) });
    }
  };

  return (
    <AuthCard
      title={t('auth.otpLoginVerified.title')}
      intro={t('auth.otpLoginVerified.intro', { email: user.email })}
    >
      <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-6">
        <OtpBoxes
          value={digits}
          onChange={setDigits}
          errors={isChecked ? otpBoxErrors(digits) : []}
          isDisabled={isSubmitting}
        />
        <SubmitButton isSubmitting={isSubmitting}>{t('auth.otp.submit')}</SubmitButton>
      </form>
      <ResendCode secondsLeft={countdown.left} onResend={handleResend} />
    </AuthCard>
  );
}
