import type { User } from '@maplebridge/contracts';
import { useId, useState } from 'react';
import { useCodeEntry } from '#shared/hooks/use-code-entry.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { Button } from '#shared/ui/button.tsx';
import { OtpBoxes } from '#shared/ui/otp-boxes.tsx';
import { ResendCode } from '#shared/ui/resend-code.tsx';
import { SubmitButton } from '#shared/ui/submit-button.tsx';
import { toastFailure, toastSuccess } from '#shared/ui/toast.ts';
import { profileApi } from './profile.api.ts';

/**
 * A new e-mail waiting for its code (issue 18): the four boxes confirm it, and the code may be sent
 * again or the change dropped. The account keeps its e-mail until then.
 */
export function PendingEmail({ user, onChange }: { user: User; onChange(user: User): void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [isCancelling, setCancelling] = useState(false);
  // A code was just sent with the change (or on the last visit): a new one after the countdown.
  const code = useCodeEntry({
    failedKey: 'profile.emailChange.confirmFailed',
    async verify(otp) {
      const { data } = await profileApi.confirmEmailChange(otp);
      onChange(data);
      toastSuccess(t('profile.emailChange.confirmed', { email: data.email }));
    },
    resend: () => profileApi.resendEmailChange(),
  });
  const handleCancel = async () => {
    setCancelling(true);
    try {
      onChange((await profileApi.cancelEmailChange()).data);
      toastSuccess(t('profile.emailChange.cancelled'));
    } catch (error) {
      toastFailure(t, t('profile.emailChange.cancelFailed'), error);
      setCancelling(false);
    }
  };
  const isBusy = code.isSubmitting || isCancelling;

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
      <form onSubmit={code.submit} noValidate className="mt-4 flex flex-col gap-4 sm:max-w-xs">
        <OtpBoxes value={code.digits} onChange={code.setDigits} errors={code.errors} isDisabled={isBusy} />
        <SubmitButton isSubmitting={code.isSubmitting}>{t('profile.emailChange.confirm')}</SubmitButton>
      </form>
      <div className="flex flex-wrap items-center justify-between gap-x-6">
        <ResendCode secondsLeft={code.secondsLeft} onResend={code.resend} />
        <Button variant="ghost" size="sm" onClick={handleCancel} disabled={isBusy} className="mt-6">
          {t('profile.emailChange.cancel')}
        </Button>
      </div>
    </section>
  );
}
