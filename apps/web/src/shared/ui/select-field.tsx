import { forwardRef, type SelectHTMLAttributes, useId } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** A translation code (`validation.drawCategoryInvalid`). */
  error?: string | undefined;
}

/** A labelled select, styled like the shared text field, with its error announced. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, options, error, className, ...select },
  ref,
) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={`flex min-w-0 flex-col gap-1.5 ${className ?? ''}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`w-full min-w-0 rounded-lg border bg-white px-3 py-2.5 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100 disabled:bg-slate-100 ${
          error ? 'border-red-600' : 'border-slate-300'
        }`}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {t(error, { defaultValue: error })}
        </p>
      )}
    </div>
  );
});
