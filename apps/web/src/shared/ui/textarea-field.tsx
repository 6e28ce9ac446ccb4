import { forwardRef, type TextareaHTMLAttributes, useId } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { formatNumber } from '#shared/lib/format-number.ts';

/** A counter under the field, read with it, as a limit nears. */
interface CharacterCount {
  /** Characters typed so far. */
  length: number;
  max: number;
  /** The counter shows from this length on (always when not given). */
  from?: number;
  testId?: string;
}

interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  /** A translation code (`validation.tooLong`, may use `{{max}}`) or a server message. */
  error?: string | undefined;
  hint?: string;
  count?: CharacterCount;
}

/**
 * A labelled multi-line input with its hint, error and character count under it, as `TextField`
 * does for one line.
 */
export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(function TextareaField(
  { label, error, hint, count, rows = 4, ...textarea },
  ref,
) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const isCountShown = count !== undefined && count.length >= (count.from ?? 0);
  const max = count && formatNumber(count.max, i18n.language);
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`, isCountShown && `${id}-count`]
    .filter(Boolean)
    .join(' ');
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
        className={`resize-y rounded-lg border px-3 py-2.5 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100 disabled:bg-slate-100 ${
          error ? 'border-red-600' : 'border-slate-300'
        }`}
        {...textarea}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {(error || isCountShown) && (
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
              {t(error, { defaultValue: error, max })}
            </p>
          ) : (
            <span />
          )}
          {isCountShown && (
            <p
              id={`${id}-count`}
              data-testid={count.testId}
              className={`text-xs ${count.length > count.max ? 'font-semibold text-red-700' : 'text-slate-600'}`}
            >
              {t('ui.field.characterCount', { used: formatNumber(count.length, i18n.language), max })}
            </p>
          )}
        </div>
      )}
    </div>
  );
});
