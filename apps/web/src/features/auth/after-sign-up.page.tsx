import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { useCountdown } from '#shared/hooks/use-countdown.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { AuthCard } from './auth-card.tsx';
import { AuthPrompt } from './auth-prompt.tsx';

const REDIRECT_SECONDS = 5;

export function AfterSignUpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { left } = useCountdown(REDIRECT_SECONDS);
  useEffect(() => {
    if (left === 0) navigate('/sign-in', { replace: true });
  }, [left, navigate]);

  return (
    <AuthCard title={t('auth.afterSignUp.title')} intro={t('auth.afterSignUp.intro')}>
      <p aria-live="polite" className="text-slate-700">
        {t('auth.afterSignUp.countdown', { count: left })}
      </p>
      <Link
        to="/sign-in"
        className="mt-6 inline-flex w-full justify-center rounded-full bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700"
      >
        {t('auth.afterSignUp.next')}
      </Link>
      <AuthPrompt
        text={t('auth.afterSignUp.needHelp')}
        linkText={t('auth.afterSignUp.support')}
        to="/contact"
        spaceAbove="mt-4"
      />
    </AuthCard>
  );
}
