import { zodResolver } from '@hookform/resolvers/zod';
import { ForgotPasswordRequestSchema } from '@maplebridge/contracts';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { useSessionStore } from '#shared/stores/session.store.ts';
import { useSettingsStore } from '#shared/stores/settings.store.ts';
import { FormEmailField } from '#shared/ui/form-fields.tsx';
import { toastFailure, toastSuccess } from '#shared/ui/toast.ts';
import { authApi } from './auth.api.ts';
import { AuthCard } from './auth-card.tsx';
import { AuthForm } from './auth-form.tsx';
import { resetToken } from './reset-token.ts';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setForgotPasswordEmail = useSettingsStore((state) => state.setForgotPasswordEmail);
  const signOut = useSessionStore((state) => state.signOut);
  const form = useForm({
    resolver: zodResolver(ForgotPasswordRequestSchema),
    defaultValues: { email: '' },
  });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await authApi.forgotPassword({ email });
      resetToken.clear();
      setForgotPasswordEmail(email);
      signOut();
      toastSuccess(t('auth.forgotPassword.sent'));
      navigate('/otp-input');
    } catch (error) {
      toastFailure(t, t('auth.forgotPassword.failed'), error);
    }
  });

  return (
    <AuthCard title={t('auth.forgotPassword.title')} intro={t('auth.forgotPassword.intro')}>
      <AuthForm onSubmit={onSubmit} isSubmitting={isSubmitting} submitLabel={t('auth.forgotPassword.submit')}>
        <FormEmailField form={form} name="email" label={t('auth.fields.email')} />
      </AuthForm>
      <Link
        to="/sign-in"
        className="mt-6 block text-center text-sm font-semibold text-brand-700 hover:underline"
      >
        {t('auth.forgotPassword.back')}
      </Link>
    </AuthCard>
  );
}
