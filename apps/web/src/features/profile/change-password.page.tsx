import { zodResolver } from '@hookform/resolvers/zod';
import { NewPasswordSchema, PasswordSchema } from '@maplebridge/contracts';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { ApiError } from '#shared/api/api-error.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { fieldErrorsOf } from '#shared/lib/error-message.ts';
import { useSessionStore } from '#shared/stores/session.store.ts';
import { ButtonLink } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/card.tsx';
import { FormNewPasswordField, FormPasswordField } from '#shared/ui/form-fields.tsx';
import { PageHeader } from '#shared/ui/page-header.tsx';
import { SubmitButton } from '#shared/ui/submit-button.tsx';
import { toastFailure, toastSuccess } from '#shared/ui/toast.ts';
import { profileApi } from './profile.api.ts';

const ChangePasswordFormSchema = z
  .object({ oldPassword: PasswordSchema, newPassword: NewPasswordSchema, confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    error: 'validation.passwordMismatch',
  });
type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>;

export function ChangePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refresh = useSessionStore((state) => state.refresh);
  const form = useForm({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ oldPassword, newPassword }) => {
    try {
      const { data } = await profileApi.changePassword({ oldPassword, newPassword });
      // The change ends every other session; this one continues with the fresh token.
      refresh({ token: data.token });
      toastSuccess(t('profile.changePassword.success'));
      navigate('/user-profile');
    } catch (error) {
      // A common or unchanged new password, named by the server on its field.
      for (const field of fieldErrorsOf(error))
        form.setError(field.name as keyof ChangePasswordForm, { message: field.message });
      if (error instanceof ApiError && error.code === 'auth.wrongPassword') {
        form.setError('oldPassword', { message: 'errors.auth.wrongPassword' });
      }
      toastFailure(t, t('profile.changePassword.failed'), error);
    }
  });

  return (
    <section className="mx-auto max-w-lg py-8">
      <PageHeader title={t('profile.changePassword.title')} />
      <Card padding="lg" className="mt-6">
        <form onSubmit={onSubmit} noValidate>
          <fieldset disabled={isSubmitting} className="flex flex-col gap-4">
            <FormPasswordField form={form} name="oldPassword" label={t('profile.fields.currentPassword')} />
            <FormNewPasswordField
              form={form}
              name="newPassword"
              label={t('auth.fields.newPassword')}
              hint={t('auth.fields.passwordHint')}
            />
            <FormNewPasswordField
              form={form}
              name="confirmPassword"
              label={t('auth.fields.confirmPassword')}
            />
            <div className="mt-2 flex gap-3">
              <div className="flex-1">
                <SubmitButton isSubmitting={isSubmitting}>{t('profile.save')}</SubmitButton>
              </div>
              <ButtonLink to="/user-profile" variant="secondary" size="lg">
                {t('profile.cancel')}
              </ButtonLink>
            </div>
          </fieldset>
        </form>
      </Card>
    </section>
  );
}
