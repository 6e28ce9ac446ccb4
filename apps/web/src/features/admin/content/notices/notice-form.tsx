import { zodResolver } from '@hookform/resolvers/zod';
import { NOTICE_MESSAGE_MAX, NOTICE_SEVERITIES, type SiteNotice } from '@maplebridge/contracts';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { errorMessage, fieldErrorsOf } from '#shared/lib/error-message.ts';
import { toast } from '#shared/lib/toast.ts';
import { FormActions, FormCard } from '#shared/ui/form-card.tsx';
import { FormSelectField, FormTextareaField, FormTextField } from '#shared/ui/form-fields.tsx';
import {
  NoticeFormSchema,
  type NoticeFormValues,
  toNoticeFormValues,
  toNoticeInput,
} from './notice-form-schema.ts';
import { useSaveNotice } from './notices.queries.ts';

/** The message in each language, each typed in its own language (`lang`, for spelling and voices). */
const MESSAGES = [
  { name: 'messageVn', lang: 'vi' },
  { name: 'messageEn', lang: 'en' },
] as const;

/** Codes only this form meets: their words are the console's (admin-content), not every page's. */
const OWN_CODES = new Set([
  'validation.endsBeforeStart',
  'validation.httpsLinkInvalid',
  'validation.severityInvalid',
]);
const toErrorKey = (_name: string, code: string) =>
  OWN_CODES.has(code) ? `admin-content.notices.errors.${code.slice('validation.'.length)}` : undefined;

interface NoticeFormProps {
  /** The notice being changed; without it the form publishes a new one. */
  notice?: SiteNotice;
  onDone(): void;
  onCancel(): void;
}

/** A site notice: its message in Vietnamese and English, severity, optional link, start and end. */
export function NoticeForm({ notice, onDone, onCancel }: NoticeFormProps) {
  const { t } = useTranslation();
  const saveNotice = useSaveNotice();
  const form = useForm<NoticeFormValues>({
    resolver: zodResolver(NoticeFormSchema),
    defaultValues: toNoticeFormValues(notice),
  });
  const { isSubmitting } = form.formState;
  const messages = form.watch(['messageVn', 'messageEn']);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await saveNotice.mutateAsync({ id: notice?.id, input: toNoticeInput(values) });
      toast.success(
        t(notice ? 'admin-content.notices.toast.updated' : 'admin-content.notices.toast.created'),
      );
      onDone();
    } catch (error) {
      fieldErrorsOf(error).forEach((field, index) => {
        if (field.name in values)
          form.setError(
            field.name as keyof NoticeFormValues,
            { message: field.message },
            { shouldFocus: index === 0 },
          );
      });
      toast.error(t('admin-content.notices.toast.saveFailed'), { description: errorMessage(t, error) });
    }
  });

  return (
    <FormCard
      title={t(notice ? 'admin-content.notices.editTitle' : 'admin-content.notices.createTitle')}
      intro={t('admin-content.notices.formIntro')}
      headingRef={heading}
      testId="notice-form"
      onSubmit={onSubmit}
      isBusy={isSubmitting}
    >
      <div className="grid gap-5 md:grid-cols-2">
        {MESSAGES.map(({ name, lang }, index) => (
          <FormTextareaField
            key={name}
            form={form}
            name={name}
            lang={lang}
            rows={4}
            isRequired
            label={t(`admin-content.notices.fields.${name}`)}
            maxLength={NOTICE_MESSAGE_MAX}
            count={{ length: messages[index]?.length ?? 0, max: NOTICE_MESSAGE_MAX, from: 400 }}
            data-testid={`notice-${name}`}
          />
        ))}
        <FormSelectField
          form={form}
          name="severity"
          toErrorKey={toErrorKey}
          label={t('admin-content.notices.fields.severity')}
          options={NOTICE_SEVERITIES.map((value) => ({
            value,
            label: t(`admin-content.notices.severities.${value}`),
          }))}
          data-testid="notice-severity"
        />
        <FormTextField
          form={form}
          name="linkUrl"
          toErrorKey={toErrorKey}
          type="url"
          inputMode="url"
          label={t('admin-content.notices.fields.linkUrl')}
          hint={t('admin-content.notices.fields.linkUrlHint')}
          placeholder="https://www.canada.ca/"
          data-testid="notice-link"
        />
        <FormTextField
          form={form}
          name="startsAt"
          type="datetime-local"
          isRequired
          label={t('admin-content.notices.fields.startsAt')}
          data-testid="notice-starts"
        />
        <FormTextField
          form={form}
          name="endsAt"
          toErrorKey={toErrorKey}
          type="datetime-local"
          label={t('admin-content.notices.fields.endsAt')}
          hint={t('admin-content.notices.fields.endsAtHint')}
          data-testid="notice-ends"
        />
      </div>
      <FormActions
        submitLabel={t('admin-content.notices.save')}
        isSubmitting={isSubmitting}
        onCancel={onCancel}
        cancelLabel={t('admin-content.common.cancel')}
      />
    </FormCard>
  );
}
