import { forwardRef, type TextareaHTMLAttributes, useId } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';

interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  /** A translation code (`validation.tooLong`) or a server message. */
  error?: string | undefined;
  hint?: string;
}

/** A labelled multi-line input with its hint and error under it, as `TextField` does for one line. */
export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(function TextareaField(
  { label, error, hint, rows = 4, ...textarea },
  ref,
) {
  const { t } = useTranslation();
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`rounded-lg border px-3 py-2.5 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100 disabled:bg-slate-100 ${
          error ? 'border-red-600' : 'border-slate-300'
        }`}
        {...textarea}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {t(error, { defaultValue: error })}
        </p>
      )}
    </div>
  );
});
