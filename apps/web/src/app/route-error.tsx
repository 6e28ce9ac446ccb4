import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { reportClientError } from '#shared/lib/report-client-error.ts';

/**
 * Shown when a page fails to load or render (for example a lazy chunk after a deploy); the server is
 * told (`/api/client-errors`), since the router catches the error and nothing else would see it.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => reportClientError('route', error), [error]);
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center px-4 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{t('common.routeError.title')}</h1>
      <p className="mt-3 text-slate-600">{t('common.routeError.text')}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-8 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
      >
        {t('common.routeError.reload')}
      </button>
    </main>
  );
}
