import { zodResolver } from '@hookform/resolvers/zod';
import { type ResetPasswordRequest, ResetPasswordRequestSchema } from '@maplebridge/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { errorMessage, fieldErrorsOf } from '#shared/lib/error-message.ts';
import { toast } from '#shared/lib/toast.ts';
import { useSettingsStore } from '#shared/stores/settings.store.ts';
import { SubmitButton } from '#shared/ui/submit-button.tsx';
import { TextField } from '#shared/ui/text-field.tsx';
import { authApi } from './auth.api.ts';
import { AuthCard } from './auth-card.tsx';
import { resetToken } from './reset-token.ts';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Read once: clearing them after the reset must not send the page to /forgot-password.
  const [email] = useState(() => useSettingsStore.getState().forgotPasswordEmail);
  const [proof] = useState(() => resetToken.read());
  const setForgotPasswordEmail = useSettingsStore((state) => state.setForgotPasswordEmail);
  const form = useForm({
    resolver: zodResolver(ResetPasswordRequestSchema),
    defaultValues: { email, password: '', passwordConfirm: '' },
  });
  const { errors, isSubmitting } = form.formState;
  if (!email) return <Navigate to="/forgot-password" replace />;
  // Only the code's proof resets a password: without it, the code first.
  if (!proof) return <Navigate to="/otp-input" replace />;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await authApi.resetPassword({ ...values, email, resetToken: proof });
      setForgotPasswordEmail('');
      toast.success(t('auth.resetPassword.success'));
    } catch (error) {
      toast.error(t('auth.resetPassword.failed'), { description: errorMessage(t, error) });
      // A new password the server refuses (a common one, the current one) is said on its field,
      // and the member chooses another here.
      const fields = fieldErrorsOf(error);
      for (const field of fields)
        form.setError(field.name as keyof ResetPasswordRequest, { message: field.message });
      if (fields.length > 0) return;
    }
    // Used or refused, the proof is spent.
    resetToken.clear();
    // After any other outcome the user signs in again (spec section 4).
    navigate('/sign-in', { replace: true });
  });

  return (
    <AuthCard title={t('auth.resetPassword.title')} intro={t('auth.resetPassword.intro')}>
      <form onSubmit={onSubmit} noValidate>
        <fieldset disabled={isSubmitting} className="flex flex-col gap-4">
          <TextField
            label={t('auth.fields.newPassword')}
            type="password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <p className="-mt-2 text-xs text-slate-500">{t('auth.fields.passwordHint')}</p>
          <TextField
            label={t('auth.fields.confirmPassword')}
            type="password"
            autoComplete="new-password"
            error={errors.passwordConfirm?.message}
            {...form.register('passwordConfirm')}
          />
          <SubmitButton isSubmitting={isSubmitting}>{t('auth.resetPassword.submit')}</SubmitButton>
        </fieldset>
      </form>
    </AuthCard>
  );
}
