import { zodResolver } from '@hookform/resolvers/zod';
import type { Slide } from '@maplebridge/contracts';
import { useEffect, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ApiError } from '#shared/api/api-error.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { errorMessage, fieldErrorsOf } from '#shared/lib/error-message.ts';
import { toast } from '#shared/lib/toast.ts';
import { FormActions, FormCard } from '#shared/ui/form-card.tsx';
import { FormTextField } from '#shared/ui/form-fields.tsx';
import { useSaveSlide } from '../content.queries.ts';
import { ImageUploadField } from '../image-upload-field.tsx';
import { ArticlePicker } from './article-picker.tsx';
import {
  SlideFormSchema,
  type SlideFormValues,
  toSlideFormValues,
  toSlideInput,
} from './slide-form-schema.ts';

interface SlideFormProps {
  /** The slide being edited; without it the form adds one at the end. */
  slide?: Slide;
  nextOrder: number;
  onDone(): void;
  onCancel(): void;
}

/** A banner slide: its titles (Vietnamese, English), image, and what it opens (an article of ours or a link). */
export function SlideForm({ slide, nextOrder, onDone, onCancel }: SlideFormProps) {
  const { t } = useTranslation();
  const saveSlide = useSaveSlide();
  const form = useForm({
    resolver: zodResolver(SlideFormSchema),
    defaultValues: toSlideFormValues(slide),
  });
  const { isSubmitting } = form.formState;
  const target = form.watch('target');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await saveSlide.mutateAsync({
        id: slide?.id,
        input: toSlideInput(values, slide?.order ?? nextOrder, slide),
      });
      toast.success(t(slide ? 'admin-content.slides.toast.updated' : 'admin-content.slides.toast.created'));
      onDone();
    } catch (error) {
      for (const field of fieldErrorsOf(error))
        if (field.name in values)
          form.setError(field.name as keyof SlideFormValues, { message: field.message });
      if (error instanceof ApiError && error.code === 'slides.unknownNews')
        form.setError('newsExternalId', { message: 'errors.slides.unknownNews' });
      toast.error(t('admin-content.slides.toast.saveFailed'), { description: errorMessage(t, error) });
    }
  });

  return (
    <FormCard
      title={t(slide ? 'admin-content.slides.editTitle' : 'admin-content.slides.createTitle')}
      headingRef={heading}
      testId="slide-form"
      onSubmit={onSubmit}
      isBusy={isSubmitting}
    >
      <FormTextField
        form={form}
        name="title"
        label={t('admin-content.slides.fields.title')}
        maxLength={200}
        data-testid="slide-title"
      />
      <FormTextField
        form={form}
        name="titleEn"
        label={t('admin-content.slides.fields.titleEn')}
        hint={t('admin-content.slides.fields.titleEnHint')}
        maxLength={200}
        lang="en"
        data-testid="slide-title-en"
      />
      <ImageUploadField
        label={t('admin-content.slides.fields.image')}
        control={form.control}
        name="imageURL"
        testId="slide-image"
      />
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">
          {t('admin-content.slides.fields.target')}
        </legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {(['news', 'link'] as const).map((option) => (
            <label key={option} className="inline-flex items-center gap-2 text-slate-800">
              <input
                type="radio"
                value={option}
                data-testid={`slide-target-${option}`}
                className="h-4 w-4 accent-brand-600"
                {...form.register('target')}
              />
              {t(`admin-content.slides.targets.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {target === 'news' ? (
        <Controller
          control={form.control}
          name="newsExternalId"
          render={({ field, fieldState }) => (
            <ArticlePicker value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
      ) : (
        <FormTextField
          form={form}
          name="externalLink"
          type="url"
          inputMode="url"
          label={t('admin-content.slides.fields.externalLink')}
          placeholder="https://www.canada.ca/"
          data-testid="slide-link"
        />
      )}
      <label className="inline-flex items-center gap-2 text-slate-800">
        <input
          type="checkbox"
          className="h-4 w-4 accent-brand-600"
          data-testid="slide-active"
          {...form.register('active')}
        />
        {t('admin-content.slides.fields.active')}
      </label>
      <FormActions
        submitLabel={t('admin-content.common.save')}
        isSubmitting={isSubmitting}
        onCancel={onCancel}
        cancelLabel={t('admin-content.common.cancel')}
      />
    </FormCard>
  );
}
