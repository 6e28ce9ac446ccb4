import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useSessionStore } from '#shared/stores/session.store.ts';

// Loaded when shown, as the router's own not-found route is: no page's first load carries it.
const NotFoundPage = lazy(async () => ({ default: (await import('./not-found.page.tsx')).NotFoundPage }));

/** The staff console: anyone but an admin (userType 1) sees the not-found page, as if it did not exist. */
export function RequireAdmin() {
  const isAdmin = useSessionStore((state) => state.token !== '' && state.user?.userTypeDTO.type === 1);
  return isAdmin ? (
    <Outlet />
  ) : (
    <Suspense fallback={null}>
      <NotFoundPage />
    </Suspense>
  );
}
