import type { ComponentProps, JSXElementConstructor } from 'react';
import {
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type UseFormReturn,
  useFormState,
} from 'react-hook-form';
import { PasswordField } from './password-field.tsx';
import { SelectField } from './select-field.tsx';
import { TextField } from './text-field.tsx';
import { TextareaField } from './textarea-field.tsx';

/** What ties a field to its place in a react-hook-form form. */
interface FieldBinding<Values extends FieldValues, Transformed> {
  /** The form (`useForm()`): the field registers with it and shows the error it holds for `name`. */
  form: Pick<UseFormReturn<Values, unknown, Transformed>, 'control' | 'register'>;
  name: FieldPath<Values>;
  /** How the form reads the value (`valueAsNumber`, `setValueAs`). */
  rules?: RegisterOptions<Values, FieldPath<Values>>;
  /** For a form with its own words for some validation codes: the translation key to show instead. */
  toErrorKey?(name: FieldPath<Values>, code: string): string | undefined;
}

/** A kit field's props, less what the binding gives it, and the binding's. */
type BoundProps<Props, Values extends FieldValues, Transformed> = Omit<
  Props,
  'error' | 'form' | 'name' | 'ref'
> &
  FieldBinding<Values, Transformed>;

/**
 * The props that bind a field: its registration, and its error code (which the field translates).
 * Only this field re-renders when its error comes or goes.
 */
function useBinding<Values extends FieldValues, Transformed>({
  form,
  name,
  rules,
  toErrorKey,
}: FieldBinding<Values, Transformed>) {
  const formState = useFormState({ control: form.control, name });
  const code = form.control.getFieldState(name, formState).error?.message;
  return { ...form.register(name, rules), error: code && toErrorKey ? toErrorKey(name, code) : code };
}

/** The kit field `Field`, bound to the form's field `name`: its label, hint and the error the form holds. */
function bindToForm<Props>(Field: JSXElementConstructor<Props>) {
  return function FormField<Values extends FieldValues, Transformed = Values>({
    form,
    name,
    rules,
    toErrorKey,
    ...props
  }: BoundProps<Props, Values, Transformed>) {
    const binding = useBinding({ form, name, rules, toErrorKey });
    return <Field {...(props as Props)} {...binding} />;
  };
}

export const FormTextField = bindToForm(TextField);
export const FormTextareaField = bindToForm(TextareaField);
export const FormSelectField = bindToForm(SelectField);
const FormPasswordInput = bindToForm(PasswordField);

type TextFieldProps = ComponentProps<typeof TextField>;

/** What a kind of text field sets for itself: its type, keyboard, autofill and how its value is read. */
type TextPreset = Pick<TextFieldProps, 'type' | 'inputMode' | 'autoComplete' | 'step'> & {
  rules?: { valueAsNumber: true };
};

/** A kind of `FormTextField`: the field with `preset` set, which its callers no longer give. */
function withPreset<Preset extends TextPreset>(preset: Preset) {
  return function FormPresetField<Values extends FieldValues, Transformed = Values>(
    props: Omit<BoundProps<TextFieldProps, Values, Transformed>, keyof Preset>,
  ) {
    return <FormTextField {...(props as BoundProps<TextFieldProps, Values, Transformed>)} {...preset} />;
  };
}

type PasswordProps<Values extends FieldValues, Transformed> = Omit<
  BoundProps<ComponentProps<typeof PasswordField>, Values, Transformed>,
  'autoComplete'
>;

/** The password in use, which the browser may fill in. */
export function FormPasswordField<Values extends FieldValues, Transformed = Values>(
  props: PasswordProps<Values, Transformed>,
) {
  return <FormPasswordInput {...props} autoComplete="current-password" />;
}

/** A password being chosen (or typed again), for which the browser may offer a strong one. */
export function FormNewPasswordField<Values extends FieldValues, Transformed = Values>(
  props: PasswordProps<Values, Transformed>,
) {
  return <FormPasswordInput {...props} autoComplete="new-password" />;
}
/** An e-mail address: the e-mail keyboard, and the browser fills in the person's own. */
export const FormEmailField = withPreset({ type: 'email', autoComplete: 'email' });
/** A phone number: the phone keypad, and the browser fills in the person's own. */
export const FormPhoneField = withPreset({ type: 'tel', inputMode: 'tel', autoComplete: 'tel' });
/** A whole number, which the form reads as a number (an empty box as `NaN`). */
export const FormNumberField = withPreset({
  type: 'number',
  inputMode: 'numeric',
  step: 1,
  rules: { valueAsNumber: true },
});
