import { zodResolver } from '@hookform/resolvers/zod';
import { type Member, NOTIFICATION_TYPE, NotificationInputSchema } from '@maplebridge/contracts';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { errorMessage, fieldErrorsOf } from '#shared/lib/error-message.ts';
import { toast } from '#shared/lib/toast.ts';
import { FormCard } from '#shared/ui/form-card.tsx';
import { FormSelectField, FormTextareaField, FormTextField } from '#shared/ui/form-fields.tsx';
import { SubmitButton } from '#shared/ui/submit-button.tsx';
import { MemberPicker } from './member-picker.tsx';
import { useSendNotification } from './notifications.queries.ts';

/** What staff may compose; a News notification is made by publishing an article. */
export const COMPOSABLE_TYPES = ['info', 'success', 'warning', 'error', 'system'] as const;

const requiredText = (max: number) =>
  z.string().trim().min(1, { error: 'validation.required' }).max(max, { error: 'validation.tooLong' });

/**
 * The contract's input, with both texts required here and the audience chosen explicitly; without
 * the link, which the form does not offer (its default would otherwise be sent).
 */
const NotificationFormSchema = NotificationInputSchema.omit({ externalLink: true })
  .extend({
    messageContent_VN: requiredText(2000),
    messageContent_EN: requiredText(2000),
    audience: z.enum(['everyone', 'member']),
  })
  .refine((values) => values.audience === 'everyone' || Boolean(values.userId), {
    path: ['userId'],
    error: 'admin-ops.notifications.form.memberRequired',
  });
type NotificationFormValues = z.input<typeof NotificationFormSchema>;

const FIELDS = ['title_VN', 'title_EN', 'messageContent_VN', 'messageContent_EN', 'userId'] as const;

const EMPTY: NotificationFormValues = {
  audience: 'everyone',
  userId: null,
  type: NOTIFICATION_TYPE.info,
  title_VN: '',
  title_EN: '',
  messageContent_VN: '',
  messageContent_EN: '',
};

/** Compose a notification in both languages, side by side, to everyone or to one member. */
export function NotificationForm() {
  const { t } = useTranslation();
  const send = useSendNotification();
  const [member, setMember] = useState<Member | null>(null);
  const form = useForm({
    resolver: zodResolver(NotificationFormSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  // Only while the request is out, not while validating: a disabled field cannot take focus.
  const [isSending, setSending] = useState(false);
  const submitRef = useRef<HTMLDivElement>(null);
  const audience = useWatch({ control: form.control, name: 'audience' });

  const pickMember = (picked: Member | null) => {
    setMember(picked);
    form.setValue('userId', picked?.id ?? null, { shouldValidate: form.formState.isSubmitted });
  };

  /** Enabled again first, then focus goes to the field at fault, else back to the button. */
  const finish = (fields: Array<{ name: string; message: string }>) => {
    flushSync(() => setSending(false));
    const known = fields.filter((field) => (FIELDS as readonly string[]).includes(field.name));
    known.forEach((field, index) => {
      form.setError(
        field.name as (typeof FIELDS)[number],
        { message: field.message },
        { shouldFocus: index === 0 },
      );
    });
    if (known.length === 0) submitRef.current?.querySelector('button')?.focus();
  };

  const onSubmit = form.handleSubmit(async ({ audience: chosen, userId, ...values }) => {
    setSending(true);
    try {
      await send.mutateAsync({ ...values, userId: chosen === 'member' ? userId : null });
      toast.success(
        chosen === 'member' && member
          ? t('admin-ops.notifications.form.sentToMember', { email: member.email })
          : t('admin-ops.notifications.form.sentToEveryone'),
      );
      form.reset(EMPTY);
      setMember(null);
      finish([]);
    } catch (error) {
      finish(fieldErrorsOf(error));
      toast.error(t('admin-ops.notifications.form.failed'), { description: errorMessage(t, error) });
    }
  });

  const language = (code: 'VN' | 'EN', lang: 'vi' | 'en') => (
    <fieldset lang={lang} className="min-w-0 space-y-4 rounded-xl p-4 ring-1 ring-slate-200">
      <legend className="px-1 text-sm font-semibold text-slate-700">
        {t(`admin-ops.notifications.form.language.${lang}`)}
      </legend>
      <FormTextField
        form={form}
        name={`title_${code}`}
        label={t(`admin-ops.notifications.form.title.${lang}`)}
      />
      <FormTextareaField
        form={form}
        name={`messageContent_${code}`}
        label={t(`admin-ops.notifications.form.content.${lang}`)}
      />
    </fieldset>
  );

  return (
    <FormCard
      title={t('admin-ops.notifications.form.heading')}
      testId="notification-form"
      onSubmit={onSubmit}
      isBusy={isSending}
    >
      <div className="grid gap-5 md:grid-cols-2">
        <fieldset className="min-w-0 space-y-2">
          <legend className="text-sm font-medium text-slate-800">
            {t('admin-ops.notifications.form.audience')}
          </legend>
          {(['everyone', 'member'] as const).map((value) => (
            <label key={value} className="flex items-center gap-2 text-slate-800">
              <input
                type="radio"
                value={value}
                data-testid={`audience-${value}`}
                className="h-4 w-4 accent-brand-600"
                {...form.register('audience')}
              />
              {t(`admin-ops.notifications.audience.${value}`)}
            </label>
          ))}
          {audience === 'member' && (
            <MemberPicker value={member} onChange={pickMember} error={errors.userId?.message} />
          )}
        </fieldset>
        <FormSelectField
          form={form}
          name="type"
          rules={{ setValueAs: Number }}
          label={t('admin-ops.notifications.form.type')}
          className="self-start"
          options={COMPOSABLE_TYPES.map((type) => ({
            value: String(NOTIFICATION_TYPE[type]),
            label: t(`admin-ops.notifications.types.${type}`),
          }))}
        />
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        {language('VN', 'vi')}
        {language('EN', 'en')}
      </div>
      <div ref={submitRef} className="sm:w-64">
        <SubmitButton isSubmitting={isSending}>{t('admin-ops.notifications.form.submit')}</SubmitButton>
      </div>
    </FormCard>
  );
}
