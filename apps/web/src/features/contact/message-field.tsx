import { CONTACT_MESSAGE_MAX_LENGTH } from '@maplebridge/contracts';
import { forwardRef, type TextareaHTMLAttributes, useId } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';

/** The counter shows from here on, as the 5,000-character limit nears. */
export const COUNTER_FROM = CONTACT_MESSAGE_MAX_LENGTH - 500;

interface MessageFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  /** A translation key (`contact.support_form.messageRequired`). */
  error?: string | undefined;
  /** Characters typed so far. */
  length: number;
}

/** The message box: its error and, near the limit, a character counter, both read with the field. */
export const MessageField = forwardRef<HTMLTextAreaElement, MessageFieldProps>(function MessageField(
  { label, error, length, ...textarea },
  ref,
) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const isCounterShown = length >= COUNTER_FROM;
  const isOverLimit = length > CONTACT_MESSAGE_MAX_LENGTH;
  const formatNumber = new Intl.NumberFormat(i18n.language === 'en' ? 'en-CA' : 'vi-VN').format;
  const describedBy = [error && `${id}-error`, isCounterShown && `${id}-counter`].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        rows={6}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`min-h-36 resize-y rounded-lg border px-3 py-2.5 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100 disabled:bg-slate-100 ${
          error ? 'border-red-600' : 'border-slate-300'
        }`}
        {...textarea}
      />
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
            {t(error, { defaultValue: error, max: formatNumber(CONTACT_MESSAGE_MAX_LENGTH) })}
          </p>
        ) : (
          <span />
        )}
        {isCounterShown && (
          <p
            id={`${id}-counter`}
            data-testid="support-message-counter"
            className={`text-xs ${isOverLimit ? 'font-semibold text-red-700' : 'text-slate-600'}`}
          >
            {t('contact.support_form.counter', {
              used: formatNumber(length),
              max: formatNumber(CONTACT_MESSAGE_MAX_LENGTH),
            })}
          </p>
        )}
      </div>
    </div>
  );
});
