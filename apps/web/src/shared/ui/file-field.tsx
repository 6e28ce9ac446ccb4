import { type InputHTMLAttributes, type Ref, useId } from 'react';
import { FieldLabel } from './text-field.tsx';

interface FileFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  /** Under the field: what files it takes. */
  hint?: string;
  /** Already in words (the caller translates it). */
  error?: string | null | undefined;
  errorTestId?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled file picker, its hint and its error under it, announced to screen readers. */
export function FileField({ label, hint, error, errorTestId, ref, ...input }: FileFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <FieldLabel id={id} label={label} />
      <input
        ref={ref}
        id={id}
        type="file"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-700 file:mr-3 file:rounded-full file:border-0 file:bg-slate-100 file:px-3 file:py-1 file:font-semibold file:text-slate-800"
        {...input}
      />
      {hint && <p className="text-xs text-slate-500">{hint}</p>}
      {error && (
        <p id={`${id}-error`} role="alert" data-testid={errorTestId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
