import { type FormEvent, type ReactNode, type Ref, useId } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { Button } from './button.tsx';
import { Card } from './card.tsx';
import { SectionTitle } from './section-header.tsx';
import { SubmitButton } from './submit-button.tsx';

interface FormCardProps {
  title: string;
  /** What the form is for, under its title. */
  intro?: string;
  children: ReactNode;
  /** The title can take focus (not by Tab): for a form that opens and sends focus to it. */
  headingRef?: Ref<HTMLHeadingElement>;
  testId?: string;
  /** Given, the card holds the form: the page checks what is typed (`noValidate`), not the browser. */
  onSubmit?(event: FormEvent<HTMLFormElement>): void;
  /** While the form is sent: every field and button in it is disabled. */
  isBusy?: boolean;
}

/** A console form on its card, named by its title: add a tag, a slide, a round, a notification. */
export function FormCard({ title, intro, children, headingRef, testId, onSubmit, isBusy }: FormCardProps) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId} data-testid={testId}>
      <div className="mb-4">
        <SectionTitle level={2} title={title} intro={intro} headingRef={headingRef} id={headingId} />
      </div>
      {onSubmit ? (
        <form onSubmit={onSubmit} noValidate>
          <fieldset disabled={isBusy} className="flex min-w-0 flex-col gap-5">
            {children}
          </fieldset>
        </form>
      ) : (
        children
      )}
    </Card>
  );
}

/** A form's save button, and Cancel beside it when the form can be closed. */
export function FormActions({
  submitLabel,
  isSubmitting,
  onCancel,
  cancelLabel,
}: {
  submitLabel: string;
  isSubmitting: boolean;
  onCancel?(): void;
  /** The kit's "Cancel" unless the form says it in its own words. */
  cancelLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-3 md:col-span-full">
      <div className="w-44">
        <SubmitButton isSubmitting={isSubmitting}>{submitLabel}</SubmitButton>
      </div>
      {onCancel && (
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel ?? t('ui.dialog.cancel')}
        </Button>
      )}
    </div>
  );
}
