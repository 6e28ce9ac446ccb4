import { type ClipboardEvent, type KeyboardEvent, useId, useRef } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';

const LENGTH = 4;
const BOX_IDS = ['first', 'second', 'third', 'fourth'] as const;

interface OtpBoxesProps {
  value: string[];
  onChange(value: string[]): void;
  errors: Array<string | undefined>;
  isDisabled?: boolean;
}

/**
 * Four one-digit boxes (spec section 5): only digits go in, typing moves on, Backspace moves back,
 * paste takes the first four digits; the arrows move between boxes, and a box's digit is selected on focus so typing replaces it.
 */
export function OtpBoxes({ value, onChange, errors, isDisabled = false }: OtpBoxesProps) {
  const { t } = useTranslation();
  const id = useId();
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(LENGTH - 1, index))]?.focus();

  const set = (index: number, digit: string) => {
    const next = [...value];
    next[index] = digit;
    onChange(next);
  };
  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !value[index]) {
      event.preventDefault();
      set(index - 1, '');
      focus(index - 1);
    } else if (event.key === value[index] && isAllSelected(event.currentTarget)) {
      // Typing the digit a box already holds changes nothing, so React fires no change: move on here.
      event.preventDefault();
      focus(index + 1);
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + (event.key === 'ArrowLeft' ? -1 : 1));
    }
  };
  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '').slice(0, LENGTH).split('');
    onChange(Array.from({ length: LENGTH }, (_, index) => pasted[index] ?? ''));
    focus(pasted.length);
  };

  return (
    <fieldset disabled={isDisabled}>
      <legend className="mb-2 text-sm font-medium text-slate-800">{t('auth.otp.label')}</legend>
      <div className="flex gap-3">
        {BOX_IDS.map((boxId, index) => (
          <div key={boxId} className="flex flex-col items-center gap-1">
            <input
              ref={(element) => {
                boxes.current[index] = element;
              }}
              aria-label={t('auth.otp.digit', { index: index + 1 })}
              aria-invalid={errors[index] ? true : undefined}
              aria-describedby={errors[index] ? `${id}-${boxId}-error` : undefined}
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              maxLength={1}
              value={value[index] ?? ''}
              onChange={(event) => {
                // Digits only: a letter typed or autofilled would only be refused by the server.
                const digit = event.target.value.replace(/\D/g, '').slice(-1);
                if (event.target.value && !digit) return;
                set(index, digit);
                if (digit) focus(index + 1);
              }}
              onKeyDown={(event) => handleKeyDown(index, event)}
              onFocus={(event) => event.target.select()}
              onPaste={handlePaste}
              className={`h-14 w-12 rounded-lg border text-center text-2xl font-semibold focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100 ${
                errors[index] ? 'border-red-600' : 'border-slate-300'
              }`}
            />
            {errors[index] && (
              <span id={`${id}-${boxId}-error`} className="text-xs text-red-700">
                {t(errors[index] as string)}
              </span>
            )}
          </div>
        ))}
      </div>
    </fieldset>
  );
}

function isAllSelected(input: HTMLInputElement) {
  return input.selectionStart === 0 && input.selectionEnd === input.value.length;
}

/** The spec's OTP rules: each box exactly one digit ('Required', 'Must be a digit'). */
export function otpBoxErrors(value: string[]): Array<string | undefined> {
  return Array.from({ length: LENGTH }, (_, index) => {
    const digit = value[index] ?? '';
    if (digit === '') return 'validation.required';
    return /^\d$/.test(digit) ? undefined : 'validation.mustBeDigit';
  });
}
