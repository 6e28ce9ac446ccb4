import { useTranslation } from '#shared/i18n/use-translation.ts';

/** The spec's resend line under a code: the seconds left, then a button at 0. */
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
