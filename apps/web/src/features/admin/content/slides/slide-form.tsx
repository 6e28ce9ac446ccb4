import { zodResolver } from '@hookform/resolvers/zod';
import type { Slide } from '@maplebridge/contracts';
import { useEffect, useId, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ApiError } from '#shared/api/api-error.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { errorMessage, fieldErrorsOf } from '#shared/lib/error-message.ts';
import { toast } from '#shared/lib/toast.ts';
import { SubmitButton } from '#shared/ui/submit-button.tsx';
import { TextField } from '#shared/ui/text-field.tsx';
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

/** A banner slide: its title, image, and what it opens (an article of ours or a link). */
export function SlideForm({ slide, nextOrder, onDone, onCancel }: SlideFormProps) {
  const { t } = useTranslation();
  const saveSlide = useSaveSlide();
  const form = useForm({
    resolver: zodResolver(SlideFormSchema),
    defaultValues: toSlideFormValues(slide),
  });
  const { errors, isSubmitting } = form.formState;
  const target = form.watch('target');
  const heading = useRef<HTMLHeadingElement>(null);
  const ids = { heading: useId(), target: useId() };
  useEffect(() => {
    heading.current?.focus();
  }, []);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await saveSlide.mutateAsync({ id: slide?.id, input: toSlideInput(values, slide?.order ?? nextOrder) });
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
    <section
      aria-labelledby={ids.heading}
      className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
      data-testid="slide-form"
    >
      <h2
        ref={heading}
        id={ids.heading}
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900 focus:outline-none"
      >
        {t(slide ? 'admin-content.slides.editTitle' : 'admin-content.slides.createTitle')}
      </h2>
      <form onSubmit={onSubmit} noValidate>
        <fieldset disabled={isSubmitting} className="flex flex-col gap-5">
          <TextField
            label={t('admin-content.slides.fields.title')}
            error={errors.title?.message}
            maxLength={200}
            data-testid="slide-title"
            {...form.register('title')}
          />
          <Controller
            control={form.control}
            name="imageURL"
            render={({ field, fieldState }) => (
              <ImageUploadField
                label={t('admin-content.slides.fields.image')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                testId="slide-image"
              />
            )}
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
                <ArticlePicker
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
          ) : (
            <TextField
              type="url"
              inputMode="url"
              label={t('admin-content.slides.fields.externalLink')}
              error={errors.externalLink?.message}
              placeholder="https://www.canada.ca/"
              data-testid="slide-link"
              {...form.register('externalLink')}
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
          <div className="flex flex-wrap items-center gap-3">
            <div className="w-44">
              <SubmitButton isSubmitting={isSubmitting}>{t('admin-content.common.save')}</SubmitButton>
            </div>
            <button
              type="button"
              onClick={onCancel}
              className="rounded-full px-5 py-3 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100"
            >
              {t('admin-content.common.cancel')}
            </button>
          </div>
        </fieldset>
      </form>
    </section>
  );
}
