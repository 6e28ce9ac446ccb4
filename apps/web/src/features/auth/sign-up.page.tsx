import { zodResolver } from '@hookform/resolvers/zod';
import { type RegisterRequest, RegisterRequestSchema } from '@maplebridge/contracts';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { ApiError } from '#shared/api/api-error.ts';
import { Trans } from '#shared/i18n/trans.tsx';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { fieldErrorsOf } from '#shared/lib/error-message.ts';
import { redirectSearch } from '#shared/lib/redirect.ts';
import {
  FormEmailField,
  FormNewPasswordField,
  FormPhoneField,
  FormTextField,
} from '#shared/ui/form-fields.tsx';
import { toastFailure, toastSuccess } from '#shared/ui/toast.ts';
import { authApi } from './auth.api.ts';
import { AuthCard } from './auth-card.tsx';
import { AuthForm } from './auth-form.tsx';
import { AuthPrompt } from './auth-prompt.tsx';

/** The terms box starts unticked: the form holds a boolean and sends only a ticked one. */
const SignUpFormSchema = RegisterRequestSchema.extend({
  isAccepted: z.boolean().pipe(RegisterRequestSchema.shape.isAccepted),
});

export function SignUpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useForm({
    resolver: zodResolver(SignUpFormSchema),
    defaultValues: { email: '', phoneNumber: '', fullName: '', password: '', isAccepted: false },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await authApi.register(values);
      toastSuccess(t('auth.signUp.success'));
      navigate(`/after-sign-up${redirectSearch(location.search)}`, { replace: true });
    } catch (error) {
      for (const field of fieldErrorsOf(error))
        form.setError(field.name as keyof RegisterRequest, { message: field.message });
      if (error instanceof ApiError && error.code === 'auth.emailTaken')
        form.setError('email', { message: 'errors.auth.emailTaken' });
      if (error instanceof ApiError && error.code === 'auth.phoneTaken') {
        form.setError('phoneNumber', { message: 'errors.auth.phoneTaken' });
      }
      toastFailure(t, t('auth.signUp.failed'), error);
    }
  });

  return (
    <AuthCard title={t('auth.signUp.title')} intro={t('auth.signUp.intro')}>
      <AuthForm onSubmit={onSubmit} isSubmitting={isSubmitting} submitLabel={t('auth.signUp.submit')}>
        <FormEmailField form={form} name="email" label={t('auth.fields.email')} />
        <FormPhoneField form={form} name="phoneNumber" label={t('auth.fields.phoneNumber')} />
        <FormTextField form={form} name="fullName" label={t('auth.fields.fullName')} autoComplete="name" />
        <FormNewPasswordField
          form={form}
          name="password"
          label={t('auth.fields.password')}
          hint={t('auth.fields.passwordHint')}
        />
        <div>
          <label className="flex items-start gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              className="mt-1 h-4 w-4 accent-brand-600"
              {...form.register('isAccepted')}
            />
            <span>
              <Trans
                i18nKey="auth.signUp.terms"
                components={{
                  policy: (
                    <Link to="/policy" target="_blank" className="font-semibold text-brand-700 underline" />
                  ),
                }}
              />
            </span>
          </label>
          {errors.isAccepted?.message && (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {t(errors.isAccepted.message)}
            </p>
          )}
        </div>
      </AuthForm>
      <AuthPrompt text={t('auth.signUp.haveAccount')} linkText={t('auth.signUp.signInLink')} to="/sign-in" />
    </AuthCard>
  );
}
