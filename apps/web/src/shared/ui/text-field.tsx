import { forwardRef, type InputHTMLAttributes, useId } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** A translation code (`validation.emailInvalid`) or a server message. */
  error?: string | undefined;
}

/** A labelled input with its error under it, announced to screen readers. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, ...input },
  ref,
) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`rounded-lg border px-3 py-2.5 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100 disabled:bg-slate-100 ${
          error ? 'border-red-600' : 'border-slate-300'
        }`}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {t(error, { defaultValue: error })}
        </p>
      )}
    </div>
  );
});
