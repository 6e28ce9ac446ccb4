import { zodResolver } from '@hookform/resolvers/zod';
import { RECOMMENDED_TAG, type Tag, type TagInput, TagInputSchema } from '@maplebridge/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '#shared/api/api-error.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { errorMessage, fieldErrorsOf } from '#shared/lib/error-message.ts';
import { toast } from '#shared/lib/toast.ts';
import { FormActions } from '#shared/ui/form-card.tsx';
import { FormTextField } from '#shared/ui/form-fields.tsx';
import { useSaveTag } from '../content.queries.ts';

/** What readers see of a tag, in each language. */
const DESCRIPTIONS = [
  { code: 'VN', lang: 'vi' },
  { code: 'EN', lang: 'en' },
] as const;

interface TagFormProps {
  /** The tag being renamed; without it the form adds a tag. */
  tag?: Tag;
  onDone?(): void;
  onCancel?(): void;
}

/** Adds a tag or renames one: its code name and what readers see in Vietnamese and English. */
export function TagForm({ tag, onDone, onCancel }: TagFormProps) {
  const { t } = useTranslation();
  const saveTag = useSaveTag();
  const form = useForm({
    resolver: zodResolver(TagInputSchema),
    defaultValues: {
      name: tag?.name ?? '',
      descriptionVN: tag?.descriptionVN ?? '',
      descriptionEN: tag?.descriptionEN ?? '',
    },
  });
  const { isSubmitting } = form.formState;
  useEffect(() => {
    if (tag) form.setFocus('name');
  }, [tag, form]);

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await saveTag.mutateAsync({ id: tag?.id, input });
      toast.success(
        t(tag ? 'admin-content.tags.toast.renamed' : 'admin-content.tags.toast.created', {
          name: input.name,
        }),
      );
      if (!tag) form.reset();
      onDone?.();
    } catch (error) {
      for (const field of fieldErrorsOf(error))
        if (field.name in input) form.setError(field.name as keyof TagInput, { message: field.message });
      // 409: say it where the name is typed, not only in a toast.
      if (error instanceof ApiError && error.code === 'tags.nameTaken')
        form.setError('name', { message: 'errors.tags.nameTaken' }, { shouldFocus: true });
      toast.error(t('admin-content.tags.toast.saveFailed'), { description: errorMessage(t, error) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid={tag ? `tag-edit-form-${tag.name}` : 'tag-create-form'}>
      <fieldset disabled={isSubmitting} className="grid gap-4 md:grid-cols-3">
        <div className="flex flex-col gap-1">
          <FormTextField
            form={form}
            name="name"
            label={t('admin-content.tags.fields.name')}
            maxLength={50}
            autoCapitalize="none"
            spellCheck={false}
            placeholder={tag?.name === RECOMMENDED_TAG ? undefined : 'express-entry'}
            data-testid="tag-name"
          />
          <p className="text-xs text-slate-500">{t('admin-content.tags.fields.nameHint')}</p>
        </div>
        {DESCRIPTIONS.map(({ code, lang }) => (
          <FormTextField
            key={code}
            form={form}
            name={`description${code}`}
            label={t(`admin-content.tags.fields.description${code}`)}
            maxLength={100}
            lang={lang}
            data-testid={`tag-description-${code.toLowerCase()}`}
          />
        ))}
        <FormActions
          submitLabel={t(tag ? 'admin-content.common.save' : 'admin-content.tags.add')}
          isSubmitting={isSubmitting}
          onCancel={onCancel}
          cancelLabel={t('admin-content.common.cancel')}
        />
      </fieldset>
    </form>
  );
}
