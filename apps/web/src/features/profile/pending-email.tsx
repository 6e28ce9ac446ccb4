import type { User } from '@maplebridge/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useCountdown } from '#shared/hooks/use-countdown.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { errorMessage } from '#shared/lib/error-message.ts';
import { toast } from '#shared/lib/toast.ts';
import { OtpBoxes, otpBoxErrors } from '#shared/ui/otp-boxes.tsx';
import { ResendCode } from '#shared/ui/resend-code.tsx';
import { SubmitButton } from '#shared/ui/submit-button.tsx';
import { profileApi } from './profile.api.ts';

const RESEND_SECONDS = 59;

/**
 * A new e-mail waiting for its code (issue 18): the four boxes confirm it, and the code may be sent
 * again or the change dropped. The account keeps its e-mail until then.
 */
export function PendingEmail({ user, onChange }: { user: User; onChange(user: User): void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [digits, setDigits] = useState(['', '', '', '']);
  const [isChecked, setChecked] = useState(false);
  const [isBusy, setBusy] = useState(false);
  // A code was just sent with the change (or on the last visit): a new one after the countdown.
  const countdown = useCountdown(RESEND_SECONDS);

  const handleConfirm = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (otpBoxErrors(digits).some(Boolean)) return;
    setBusy(true);
    try {
      const { data } = await profileApi.confirmEmailChange(digits.join(''));
      onChange(data);
      toast.success(t('profile.emailChange.confirmed', { email: data.email }));
    } catch (error) {
      toast.error(t('profile.emailChange.confirmFailed'), { description: errorMessage(t, error) });
      setBusy(false);
    }
  };
  const handleResend = async () => {
    try {
      await profileApi.resendEmailChange();
      toast.success(t('auth.otp.sent'));
      countdown.restart();
    } catch (error) {
      toast.error(t('auth.otp.resendFailed'), { description: errorMessage(t, error) });
    }
  };
  const handleCancel = async () => {
    setBusy(true);
    try {
      onChange((await profileApi.cancelEmailChange()).data);
      toast.success(t('profile.emailChange.cancelled'));
    } catch (error) {
      toast.error(t('profile.emailChange.cancelFailed'), { description: errorMessage(t, error) });
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      data-testid="pending-email"
      className="mt-6 rounded-2xl bg-amber-50 p-6 ring-1 ring-amber-200 sm:p-8"
    >
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {t('profile.emailChange.title')}
      </h2>
      <p className="mt-2 text-sm break-words text-slate-700">
        {t('profile.emailChange.intro', { pendingEmail: user.pendingEmail, email: user.email })}
      </p>
      <form onSubmit={handleConfirm} noValidate className="mt-4 flex flex-col gap-4 sm:max-w-xs">
        <OtpBoxes
          value={digits}
          onChange={setDigits}
          errors={isChecked ? otpBoxErrors(digits) : []}
          isDisabled={isBusy}
        />
        <SubmitButton isSubmitting={isBusy}>{t('profile.emailChange.confirm')}</SubmitButton>
      </form>
      <div className="flex flex-wrap items-center justify-between gap-x-6">
        <ResendCode secondsLeft={countdown.left} onResend={handleResend} />
        <button
          type="button"
          onClick={handleCancel}
          disabled={isBusy}
          className="mt-6 text-sm font-semibold text-slate-700 underline-offset-2 hover:underline disabled:opacity-50"
        >
          {t('profile.emailChange.cancel')}
        </button>
      </div>
    </section>
  );
}
