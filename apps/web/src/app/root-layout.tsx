import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { NavigationProgress } from './navigation-progress.tsx';
import { SessionExpiry } from './session-expiry.tsx';

// Lazy: no toast shows before the first paint, and sonner need not delay it.
const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

export function RootLayout() {
  const { t } = useTranslation();
  return (
    <>
      {/* New pages start at the top (spec section 2); back and forward restore the position. */}
      <ScrollRestoration />
      <NavigationProgress />
      <Outlet />
      <SessionExpiry />
      <Suspense fallback={null}>
        <Toaster
          position="top-right"
          // Below the header, whose language switch and account buttons a toast would otherwise cover.
          offset={{ top: 80 }}
          mobileOffset={{ top: 72 }}
          duration={4000}
          visibleToasts={3}
          richColors
          closeButton
          // Sonner's own names for its region and close button are English only.
          containerAriaLabel={t('common.toast.region')}
          toastOptions={{ closeButtonAriaLabel: t('common.toast.close') }}
        />
      </Suspense>
    </>
  );
}
