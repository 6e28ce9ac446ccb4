import { forwardRef, type InputHTMLAttributes, useId } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';

/**
 * A field only bots fill in: off-screen rather than `display: none` (which many bots skip), out of
 * the tab order, and hidden from screen readers, so no person ever meets it.
 */
export const HoneypotField = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(
  function HoneypotField(input, ref) {
    const { t } = useTranslation();
    const id = useId();
    return (
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
        <label htmlFor={id}>{t('contact.support_form.website')}</label>
        <input ref={ref} id={id} type="text" tabIndex={-1} autoComplete="off" {...input} />
      </div>
    );
  },
);
