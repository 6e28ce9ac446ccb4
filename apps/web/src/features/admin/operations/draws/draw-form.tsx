import { zodResolver } from '@hookform/resolvers/zod';
import { DRAW_CATEGORIES, type DrawInput, DrawInputSchema } from '@maplebridge/contracts';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useForm } from 'react-hook-form';
import { ApiError } from '#shared/api/api-error.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { errorMessage, fieldErrorsOf } from '#shared/lib/error-message.ts';
import { toast } from '#shared/lib/toast.ts';
import { FormCard } from '#shared/ui/form-card.tsx';
import { FormNumberField, FormSelectField, FormTextField } from '#shared/ui/form-fields.tsx';
import { SubmitButton } from '#shared/ui/submit-button.tsx';
import type { DrawOutcome } from './draws.api.ts';
import { useCreateDraw } from './draws.queries.ts';

const FIELDS = [
  'number',
  'date',
  'name',
  'category',
  'programs',
  'invitations',
  'lowestScore',
  'tieBreak',
] as const;

// The two numbers start empty: an untouched box is "not a number", which the schema says clearly.
const EMPTY = {
  number: '',
  date: '',
  name: '',
  category: 'general',
  programs: '',
  tieBreak: '',
} as DrawInput;

/** One round typed in from IRCC's rounds page, checked with the contract's own messages. */
export function DrawForm({ onAdded }: { onAdded(outcome: DrawOutcome): void }) {
  const { t } = useTranslation();
  const create = useCreateDraw();
  const form = useForm({ resolver: zodResolver(DrawInputSchema), defaultValues: EMPTY });
  // Only while the request is out, not while validating: a disabled field cannot take focus.
  const [isSending, setSending] = useState(false);
  const submitRef = useRef<HTMLDivElement>(null);

  /** Enabled again first, then focus goes to the field at fault, else back to the button. */
  const finish = (fields: Array<{ name: (typeof FIELDS)[number]; message: string }>) => {
    flushSync(() => setSending(false));
    fields.forEach((field, index) => {
      form.setError(field.name, { message: field.message }, { shouldFocus: index === 0 });
    });
    if (fields.length === 0) submitRef.current?.querySelector('button')?.focus();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setSending(true);
    try {
      const outcome = await create.mutateAsync({ ...values, tieBreak: values.tieBreak || null });
      toast.success(t('admin-ops.draws.form.added', { number: values.number }));
      onAdded(outcome);
      form.reset(EMPTY);
      finish([]);
    } catch (error) {
      const fields = fieldErrorsOf(error).filter(
        (field): field is { name: (typeof FIELDS)[number]; message: string } =>
          (FIELDS as readonly string[]).includes(field.name),
      );
      if (error instanceof ApiError && error.code === 'draws.duplicate')
        fields.unshift({ name: 'number', message: 'errors.draws.duplicate' });
      finish(fields);
      toast.error(t('admin-ops.draws.form.failed'), { description: errorMessage(t, error) });
    }
  });

  return (
    <FormCard
      title={t('admin-ops.draws.form.heading')}
      intro={t('admin-ops.draws.form.intro')}
      testId="draw-form"
      onSubmit={onSubmit}
      isBusy={isSending}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField
          form={form}
          name="number"
          label={t('admin-ops.draws.fields.number')}
          inputMode="numeric"
          placeholder="438"
        />
        <FormTextField form={form} name="date" label={t('admin-ops.draws.fields.date')} type="date" />
        <div className="sm:col-span-2">
          <FormTextField
            form={form}
            name="name"
            label={t('admin-ops.draws.fields.name')}
            placeholder={t('admin-ops.draws.fields.namePlaceholder')}
          />
        </div>
        <FormSelectField
          form={form}
          name="category"
          label={t('admin-ops.draws.fields.category')}
          options={DRAW_CATEGORIES.map((value) => ({
            value,
            label: t(`admin-ops.draws.categories.${value}`),
          }))}
        />
        <FormTextField form={form} name="programs" label={t('admin-ops.draws.fields.programs')} />
        <FormNumberField
          form={form}
          name="invitations"
          label={t('admin-ops.draws.fields.invitations')}
          min={1}
        />
        <FormNumberField
          form={form}
          name="lowestScore"
          label={t('admin-ops.draws.fields.lowestScore')}
          min={0}
          max={1200}
        />
        <div className="sm:col-span-2">
          <FormTextField
            form={form}
            name="tieBreak"
            label={t('admin-ops.draws.fields.tieBreak')}
            placeholder={t('admin-ops.draws.fields.tieBreakPlaceholder')}
          />
        </div>
        <div ref={submitRef} className="sm:col-span-2 sm:w-64">
          <SubmitButton isSubmitting={isSending}>{t('admin-ops.draws.form.submit')}</SubmitButton>
        </div>
      </div>
    </FormCard>
  );
}
