import type { FormEventHandler, ReactNode } from 'react';
import { SubmitButton } from '#shared/ui/submit-button.tsx';

/** An account page's form: its fields, locked while it sends, then its one submit button. */
export function AuthForm({
  onSubmit,
  isSubmitting,
  submitLabel,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  isSubmitting: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <fieldset disabled={isSubmitting} className="flex flex-col gap-4">
        {children}
        <SubmitButton isSubmitting={isSubmitting}>{submitLabel}</SubmitButton>
      </fieldset>
    </form>
  );
}
