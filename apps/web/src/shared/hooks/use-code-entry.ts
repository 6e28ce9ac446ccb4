import { type FormEvent, useState } from 'react';
import { useCountdown } from '#shared/hooks/use-countdown.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { errorMessage } from '#shared/lib/error-message.ts';
import { toast } from '#shared/lib/toast.ts';
import { otpBoxErrors } from '#shared/ui/otp-boxes.tsx';

/** The spec's wait before a new code may be asked for. */
export const RESEND_SECONDS = 59;

interface CodeEntryOptions {
  /** Checks the four digits joined; a failure is toasted with `failedKey`. */
  verify(code: string): Promise<void>;
  /** Asks for a new code: toasted as sent (`sentKey`), and the countdown starts again. */
  resend(): Promise<unknown>;
  failedKey: string;
  sentKey?: string;
}

/**
 * The four code boxes of a form (spec section 5): their digits, their errors once submitted, the
 * submit that checks them, and the resend countdown, which starts as a code was just sent.
 */
export function useCodeEntry({ verify, resend, failedKey, sentKey = 'auth.otp.sent' }: CodeEntryOptions) {
  const { t } = useTranslation();
  const [digits, setDigits] = useState(['', '', '', '']);
  const [isChecked, setChecked] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const countdown = useCountdown(RESEND_SECONDS);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (otpBoxErrors(digits).some(Boolean)) return;
    setSubmitting(true);
    try {
      await verify(digits.join(''));
    } catch (error) {
      toast.error(t(failedKey), { description: errorMessage(t, error) });
    } finally {
      setSubmitting(false);
    }
  };
  const askAgain = async () => {
    try {
      await resend();
      toast.success(t(sentKey));
      countdown.restart();
    } catch (error) {
      toast.error(t('auth.otp.resendFailed'), { description: errorMessage(t, error) });
    }
  };
  return {
    digits,
    setDigits,
    errors: isChecked ? otpBoxErrors(digits) : [],
    isSubmitting,
    submit,
    secondsLeft: countdown.left,
    resend: askAgain,
  };
}
