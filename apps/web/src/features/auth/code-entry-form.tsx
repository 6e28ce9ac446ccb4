import type { useCodeEntry } from '#shared/hooks/use-code-entry.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { OtpBoxes } from '#shared/ui/otp-boxes.tsx';
import { ResendCode } from '#shared/ui/resend-code.tsx';
import { SubmitButton } from '#shared/ui/submit-button.tsx';

/** The four code boxes, their submit button and the resend line of the auth pages that ask for a code. */
export function CodeEntryForm({ code }: { code: ReturnType<typeof useCodeEntry> }) {
  const { t } = useTranslation();
  return (
    <>
      <form onSubmit={code.submit} noValidate className="flex flex-col gap-6">
        <OtpBoxes
          value={code.digits}
          onChange={code.setDigits}
          errors={code.errors}
          isDisabled={code.isSubmitting}
        />
        <SubmitButton isSubmitting={code.isSubmitting}>{t('auth.otp.submit')}</SubmitButton>
      </form>
      <ResendCode secondsLeft={code.secondsLeft} onResend={code.resend} />
    </>
  );
}
