import { Eye, EyeOff } from 'lucide-react';
import { forwardRef, type InputHTMLAttributes, useId, useState } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { controlClassName, controlProps, FieldFrame, type FieldTexts } from './text-field.tsx';

type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & FieldTexts;

/**
 * A labelled password input with a button that shows what was typed (on a phone, a typo is otherwise
 * found only when the server refuses it). The button is a toggle: one name, `aria-pressed` says its state.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { label, error, hint, isRequired, ...input },
  ref,
) {
  const { t } = useTranslation();
  const id = useId();
  const [isShown, setShown] = useState(false);
  const texts = { label, error, hint, isRequired };
  const Icon = isShown ? EyeOff : Eye;
  return (
    <FieldFrame id={id} texts={texts}>
      <div className="relative">
        <input
          ref={ref}
          {...controlProps(id, texts)}
          type={isShown ? 'text' : 'password'}
          className={`${controlClassName(error)} w-full pr-12`}
          {...input}
        />
        <button
          type="button"
          aria-pressed={isShown}
          aria-controls={id}
          aria-label={t('ui.field.showPassword')}
          title={t('ui.field.showPassword')}
          onClick={() => setShown((shown) => !shown)}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Icon aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
    </FieldFrame>
  );
});
