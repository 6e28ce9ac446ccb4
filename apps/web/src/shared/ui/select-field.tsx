import { forwardRef, type SelectHTMLAttributes, useId } from 'react';
import * as field from './text-field.tsx';

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> &
  field.FieldTexts & { options: ReadonlyArray<{ value: string; label: string }> };

/** A labelled select, styled like the shared text field, with its hint and error read with it. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, options, error, hint, isRequired, className, ...select },
  ref,
) {
  const id = useId();
  const texts = { label, error, hint, isRequired };
  return (
    <field.FieldFrame id={id} texts={texts} className={`min-w-0 ${className ?? ''}`}>
      <select
        ref={ref}
        {...field.controlProps(id, texts)}
        className={`w-full min-w-0 bg-white ${field.controlClassName(error)}`}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </field.FieldFrame>
  );
});
