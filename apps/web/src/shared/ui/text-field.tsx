import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';

// The parts every field shares live here, with the text field, so that the fields make one chunk.

/** What every labelled field may say beside its control. */
export interface FieldTexts {
  label: string;
  /** A translation code (`validation.emailInvalid`) or a server message. */
  error?: string | undefined;
  /** A line under the field that helps to fill it in, read with the field. */
  hint?: string | undefined;
  /** Shows a mark by the label and tells screen readers the field must be filled in. */
  isRequired?: boolean | undefined;
}

const CONTROL_CLASS =
  'rounded-lg border px-3 py-2.5 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100 disabled:bg-slate-100';

/** The control's border: red while it has an error. */
export function controlClassName(error: string | undefined): string {
  return `${CONTROL_CLASS} ${error ? 'border-red-600' : 'border-slate-300'}`;
}

/**
 * The control's own attributes: its id, whether it is invalid or required, and what describes it (its
 * hint, its error, and `extra`, one of its own such as a counter).
 */
export function controlProps(id: string, { error, hint, isRequired }: FieldTexts, extra?: string) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`, extra].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-required': isRequired || undefined,
    'aria-describedby': describedBy || undefined,
  };
}

/**
 * The label over the control. The required mark is only seen, beside the label rather than in it:
 * screen readers hear "required" from the control's `aria-required`, and the label stays the name.
 */
export function FieldLabel({ id, label, isRequired }: { id: string } & FieldTexts) {
  const labelElement = (
    <label htmlFor={id} className="text-sm font-medium text-slate-800">
      {label}
    </label>
  );
  if (!isRequired) return labelElement;
  return (
    <div className="flex gap-1">
      {labelElement}
      <span aria-hidden="true" className="text-sm font-medium text-red-700">
        *
      </span>
    </div>
  );
}

/**
 * A label with its hint right under it, in the body's size: for a field whose hint is read before its
 * control (a checkbox beside it, a search box under it).
 */
export function FieldHeading({ id, label, hint }: { id: string; label: string; hint?: string | undefined }) {
  return (
    <>
      <FieldLabel id={id} label={label} />
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
    </>
  );
}

export function FieldHint({ id, hint }: { id: string; hint?: string | undefined }) {
  if (!hint) return null;
  return (
    <p id={`${id}-hint`} className="text-xs text-slate-500">
      {hint}
    </p>
  );
}

/** The field's error, announced as it appears. */
export function FieldError({
  id,
  error,
  values,
}: {
  id: string;
  error?: string | undefined;
  values?: object;
}) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
      {t(error, { defaultValue: error, ...values })}
    </p>
  );
}

/** A one-line field's frame: its label, its control (`children`), its hint and its error. */
export function FieldFrame({
  id,
  texts,
  className = '',
  children,
}: {
  id: string;
  texts: FieldTexts;
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <FieldLabel id={id} {...texts} />
      {children}
      <FieldHint id={id} hint={texts.hint} />
      <FieldError id={id} error={texts.error} />
    </div>
  );
}

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & FieldTexts;

/** A labelled input with its hint and error under it, both read with it by screen readers. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, isRequired, ...input },
  ref,
) {
  const id = useId();
  const texts = { label, error, hint, isRequired };
  return (
    <FieldFrame id={id} texts={texts}>
      <input ref={ref} {...controlProps(id, texts)} className={controlClassName(error)} {...input} />
    </FieldFrame>
  );
});
