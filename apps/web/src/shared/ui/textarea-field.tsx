import { forwardRef, type TextareaHTMLAttributes, useId } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { formatNumber } from '#shared/lib/format-number.ts';
import * as field from './text-field.tsx';

/** A counter under the field, read with it, as a limit nears. */
interface CharacterCount {
  /** Characters typed so far. */
  length: number;
  max: number;
  /** The counter shows from this length on (always when not given). */
  from?: number;
  testId?: string;
}

/** `error` may use `{{max}}`, the counter's limit (`validation.tooLong`). */
type TextareaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> &
  field.FieldTexts & { count?: CharacterCount };

/**
 * A labelled multi-line input with its hint, error and character count under it, as `TextField`
 * does for one line.
 */
export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(function TextareaField(
  { label, error, hint, isRequired, count, rows = 4, ...textarea },
  ref,
) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const isCountShown = count !== undefined && count.length >= (count.from ?? 0);
  const max = count && formatNumber(count.max, i18n.language);
  const texts = { label, error, hint, isRequired };
  return (
    <div className="flex flex-col gap-1.5">
      <field.FieldLabel id={id} {...texts} />
      <textarea
        ref={ref}
        rows={rows}
        {...field.controlProps(id, texts, isCountShown ? `${id}-count` : undefined)}
        className={`resize-y ${field.controlClassName(error)}`}
        {...textarea}
      />
      <field.FieldHint id={id} hint={hint} />
      {(error || isCountShown) && (
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          {error ? <field.FieldError id={id} error={error} values={{ max }} /> : <span />}
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
