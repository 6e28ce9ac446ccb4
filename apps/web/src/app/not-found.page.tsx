import { Home } from 'lucide-react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { ButtonLink } from '#shared/ui/button.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section
      data-testid="not-found"
      className="mx-auto flex max-w-xl flex-col items-center py-12 text-center"
    >
      <svg
        role="img"
        aria-label={t('common.notFound.illustration')}
        viewBox="0 0 200 200"
        className="h-48 w-48"
      >
        <circle cx="100" cy="100" r="78" fill="#fdf2f3" stroke="#c8102e" strokeWidth="6" />
        <circle cx="100" cy="100" r="62" fill="none" stroke="#fbe3e6" strokeWidth="2" strokeDasharray="4 8" />
        <g className="animate-needle">
          <path d="M100 40 L110 100 L100 160 L90 100 Z" fill="#c8102e" />
          <path d="M100 100 L110 100 L100 160 L90 100 Z" fill="#475569" />
          <circle cx="100" cy="100" r="7" fill="#fff" stroke="#334155" strokeWidth="3" />
        </g>
        <g className="animate-leaf">
          <path
            transform="translate(138 18) scale(0.9)"
            fill="#c8102e"
            d="M20 0l3.4 6.8 4-1.9-1.2 8.3 5.8-5.3 1.3 3.4 5.9-1.2-2.2 6.7 2.5 1.2-9.3 7.4 1 3.4-9-1.6.4 9.2h-2.6l.5-9.2-9 1.6 1-3.4-9.3-7.4 2.5-1.2-2.2-6.7 5.9 1.2 1.3-3.4 5.8 5.3-1.2-8.3 4 1.9z"
          />
        </g>
      </svg>
      <p className="mt-6 text-6xl font-extrabold text-brand-600">404</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">{t('common.notFound.title')}</h1>
      <p className="mt-3 text-slate-600">{t('common.notFound.text')}</p>
      <ButtonLink to="/" size="lg" className="mt-8">
        <Home aria-hidden="true" className="h-5 w-5" />
        {t('common.notFound.home')}
      </ButtonLink>
    </section>
  );
}
