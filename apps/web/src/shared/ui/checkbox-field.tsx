import { type InputHTMLAttributes, useId } from 'react';
import { FieldHeading } from './text-field.tsx';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  hint?: string | undefined;
}

/** A checkbox with its label beside it (the whole label toggles it) and an optional hint under. */
export function CheckboxField({ label, hint, className, ...input }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={`flex items-start gap-3 ${className ?? ''}`}>
      <input
        id={id}
        type="checkbox"
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-600 focus:ring-2 focus:ring-brand-100"
        {...input}
      />
      <div className="flex flex-col gap-0.5">
        <FieldHeading id={id} label={label} hint={hint} />
      </div>
    </div>
  );
}
