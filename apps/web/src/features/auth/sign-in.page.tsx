import { zodResolver } from '@hookform/resolvers/zod';
import { LoginRequestSchema } from '@maplebridge/contracts';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ApiError } from '#shared/api/api-error.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { errorMessage } from '#shared/lib/error-message.ts';
import { useSessionStore } from '#shared/stores/session.store.ts';
import { FormPasswordField, FormTextField } from '#shared/ui/form-fields.tsx';
import { toastError, toastSuccess } from '#shared/ui/toast.ts';
import { authApi } from './auth.api.ts';
import { AuthCard } from './auth-card.tsx';
import { AuthForm } from './auth-form.tsx';
import { AuthPrompt } from './auth-prompt.tsx';

export function SignInPage() {
  const { t } = useTranslation();
  const signIn = useSessionStore((state) => state.signIn);
  const form = useForm({
    resolver: zodResolver(LoginRequestSchema),
    defaultValues: { loginIdentifier: '', password: '' },
  });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { token } = await authApi.login(values);
      const { data: user } = await authApi.currentUser(token);
      // Not while they are sent to verify their e-mail: they are not in yet.
      if (user.isEmailVerified) toastSuccess(t('auth.signIn.success'));
      // The guest guard then leaves this page: to `redirectTo`, or to verify an unverified e-mail.
      signIn(token, user);
    } catch (error) {
      const description =
        error instanceof ApiError && error.status === 401
          ? t('auth.signIn.wrongCredentials')
          : errorMessage(t, error);
      toastError(t('auth.signIn.failed'), description);
    }
  });

  return (
    <AuthCard title={t('auth.signIn.title')} intro={t('auth.signIn.intro')}>
      <AuthForm onSubmit={onSubmit} isSubmitting={isSubmitting} submitLabel={t('auth.signIn.submit')}>
        <FormTextField
          form={form}
          name="loginIdentifier"
          label={t('auth.fields.loginIdentifier')}
          autoComplete="username"
        />
        <FormPasswordField form={form} name="password" label={t('auth.fields.password')} />
        <Link
          to="/forgot-password"
          className="inline-flex min-h-6 items-center self-end text-sm font-medium text-brand-700 hover:underline"
        >
          {t('auth.signIn.forgotPassword')}
        </Link>
      </AuthForm>
      <AuthPrompt text={t('auth.signIn.noAccount')} linkText={t('auth.signIn.signUpLink')} to="/sign-up" />
    </AuthCard>
  );
}
