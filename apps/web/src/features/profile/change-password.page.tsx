import { zodResolver } from '@hookform/resolvers/zod';
import { NewPasswordSchema, PasswordSchema } from '@maplebridge/contracts';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { ApiError } from '#shared/api/api-error.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { errorMessage, fieldErrorsOf } from '#shared/lib/error-message.ts';
import { toast } from '#shared/lib/toast.ts';
import { useSessionStore } from '#shared/stores/session.store.ts';
import { SubmitButton } from '#shared/ui/submit-button.tsx';
import { TextField } from '#shared/ui/text-field.tsx';
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
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ oldPassword, newPassword }) => {
    try {
      const { data } = await profileApi.changePassword({ oldPassword, newPassword });
      // The change ends every other session; this one continues with the fresh token.
      refresh({ token: data.token });
      toast.success(t('profile.changePassword.success'));
      navigate('/user-profile');
    } catch (error) {
      // A common or unchanged new password, named by the server on its field.
      for (const field of fieldErrorsOf(error))
        form.setError(field.name as keyof ChangePasswordForm, { message: field.message });
      if (error instanceof ApiError && error.code === 'auth.wrongPassword') {
        form.setError('oldPassword', { message: 'errors.auth.wrongPassword' });
      }
      toast.error(t('profile.changePassword.failed'), { description: errorMessage(t, error) });
    }
  });

  return (
    <section className="mx-auto max-w-lg py-8">
      <h1 className="text-3xl font-bold text-slate-900">{t('profile.changePassword.title')}</h1>
      <form
        onSubmit={onSubmit}
        noValidate
        className="mt-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
      >
        <fieldset disabled={isSubmitting} className="flex flex-col gap-4">
          <TextField
            label={t('profile.fields.currentPassword')}
            type="password"
            autoComplete="current-password"
            error={errors.oldPassword?.message}
            {...form.register('oldPassword')}
          />
          <TextField
            label={t('auth.fields.newPassword')}
            type="password"
            autoComplete="new-password"
            error={errors.newPassword?.message}
            {...form.register('newPassword')}
          />
          <p className="-mt-2 text-xs text-slate-500">{t('auth.fields.passwordHint')}</p>
          <TextField
            label={t('auth.fields.confirmPassword')}
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
          <div className="mt-2 flex gap-3">
            <div className="flex-1">
              <SubmitButton isSubmitting={isSubmitting}>{t('profile.save')}</SubmitButton>
            </div>
            <Link
              to="/user-profile"
              className="rounded-full px-5 py-3 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100"
            >
              {t('profile.cancel')}
            </Link>
          </div>
        </fieldset>
      </form>
    </section>
  );
}
