import { Suspense, useEffect } from 'react';
import { useRouteError } from 'react-router';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { reportClientError } from '#shared/lib/report-client-error.ts';
import { buttonClassName } from '#shared/ui/button-class.ts';
import { LazyOfflineNotice } from '#shared/ui/lazy-offline-notice.ts';

/**
 * Shown when a page fails to load or render (for example a lazy chunk after a deploy); the server is
 * told (`/api/client-errors`), since the router catches the error and nothing else would see it.
 * Offline, it is a page the service worker did not keep: it says the page needs a connection, and
 * there is nothing to report.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  // Read as the page fails: a connection that returns later is used by the reload button.
  const isOnline = navigator.onLine;
  const text = <p className="mt-3 text-slate-600">{t('common.routeError.text')}</p>;
  useEffect(() => {
    if (navigator.onLine) reportClientError('route', error);
  }, [error]);
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center px-4 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{t('common.routeError.title')}</h1>
      {isOnline ? (
        text
      ) : (
        <Suspense fallback={text}>
          <div className="mt-6 text-left">
            <LazyOfflineNotice titleKey="offline.page.title" textKey="offline.page.text" />
          </div>
        </Suspense>
      )}
      <button
        type="button"
        onClick={() => window.location.reload()}
        className={`mt-8 ${buttonClassName('primary', 'lg')}`}
      >
        {t('common.routeError.reload')}
      </button>
    </main>
  );
}
