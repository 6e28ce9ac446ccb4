import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCountdown } from '#shared/hooks/use-countdown.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { redirectSearch } from '#shared/lib/redirect.ts';
import { ButtonLink } from '#shared/ui/button.tsx';
import { AuthCard } from './auth-card.tsx';
import { AuthPrompt } from './auth-prompt.tsx';

const REDIRECT_SECONDS = 5;

export function AfterSignUpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signIn = `/sign-in${redirectSearch(useLocation().search)}`;
  const { left } = useCountdown(REDIRECT_SECONDS);
  useEffect(() => {
    if (left === 0) navigate(signIn, { replace: true });
  }, [left, navigate, signIn]);

  return (
    <AuthCard title={t('auth.afterSignUp.title')} intro={t('auth.afterSignUp.intro')}>
      <p aria-live="polite" className="text-slate-700">
        {t('auth.afterSignUp.countdown', { count: left })}
      </p>
      <ButtonLink to={signIn} size="lg" className="mt-6 w-full">
        {t('auth.afterSignUp.next')}
      </ButtonLink>
      <AuthPrompt
        text={t('auth.afterSignUp.needHelp')}
        linkText={t('auth.afterSignUp.support')}
        to="/contact"
        spaceAbove="mt-4"
      />
    </AuthCard>
  );
}
