import { zodResolver } from '@hookform/resolvers/zod';
import { LoginRequestSchema } from '@maplebridge/contracts';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ApiError } from '#shared/api/api-error.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { errorMessage } from '#shared/lib/error-message.ts';
import { useSessionStore } from '#shared/stores/session.store.ts';
import { TextField } from '#shared/ui/text-field.tsx';
import { toastError, toastSuccess } from '#shared/ui/toast.ts';
import { authApi } from './auth.api.ts';
import { AuthCard } from './auth-card.tsx';
import { AuthForm } from './auth-form.tsx';

export function SignInPage() {
  const { t } = useTranslation();
  const signIn = useSessionStore((state) => state.signIn);
  const form = useForm({
    resolver: zodResolver(LoginRequestSchema),
    defaultValues: { loginIdentifier: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { token } = await authApi.login(values);
      const { data: user } = await authApi.currentUser(token);
      toastSuccess(t('auth.signIn.success'));
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
        <TextField
          label={t('auth.fields.loginIdentifier')}
          autoComplete="username"
          error={errors.loginIdentifier?.message}
          {...form.register('loginIdentifier')}
        />
        <TextField
          label={t('auth.fields.password')}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Link to="/forgot-password" className="self-end text-sm font-medium text-brand-700 hover:underline">
          {t('auth.signIn.forgotPassword')}
        </Link>
      </AuthForm>
      <p className="mt-6 text-center text-sm text-slate-600">
        {t('auth.signIn.noAccount')}{' '}
        <Link to="/sign-up" className="font-semibold text-brand-700 hover:underline">
          {t('auth.signIn.signUpLink')}
        </Link>
      </p>
    </AuthCard>
  );
}
