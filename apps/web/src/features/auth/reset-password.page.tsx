import { zodResolver } from '@hookform/resolvers/zod';
import { type ResetPasswordRequest, ResetPasswordRequestSchema } from '@maplebridge/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { fieldErrorsOf } from '#shared/lib/error-message.ts';
import { useSettingsStore } from '#shared/stores/settings.store.ts';
import { FormNewPasswordField } from '#shared/ui/form-fields.tsx';
import { toastFailure, toastSuccess } from '#shared/ui/toast.ts';
import { authApi } from './auth.api.ts';
import { AuthCard } from './auth-card.tsx';
import { AuthForm } from './auth-form.tsx';
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
  const { isSubmitting } = form.formState;
  if (!email) return <Navigate to="/forgot-password" replace />;
  // Only the code's proof resets a password: without it, the code first.
  if (!proof) return <Navigate to="/otp-input" replace />;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await authApi.resetPassword({ ...values, email, resetToken: proof });
      setForgotPasswordEmail('');
      toastSuccess(t('auth.resetPassword.success'));
    } catch (error) {
      toastFailure(t, t('auth.resetPassword.failed'), error);
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
      <AuthForm onSubmit={onSubmit} isSubmitting={isSubmitting} submitLabel={t('auth.resetPassword.submit')}>
        <FormNewPasswordField
          form={form}
          name="password"
          label={t('auth.fields.newPassword')}
          hint={t('auth.fields.passwordHint')}
        />
        <FormNewPasswordField form={form} name="passwordConfirm" label={t('auth.fields.confirmPassword')} />
      </AuthForm>
    </AuthCard>
  );
}
