import { Navigate, Outlet, useLocation } from 'react-router';
import { signInPath } from '#shared/lib/redirect.ts';
import { useSessionStore } from '#shared/stores/session.store.ts';

/** Member pages: a visitor goes to sign-in, which remembers where they were going. */
export function RequireAuth() {
  const isSignedIn = useSessionStore((state) => state.token !== '');
  const location = useLocation();
  if (!isSignedIn) return <Navigate to={signInPath(`${location.pathname}${location.search}`)} replace />;
  return <Outlet />;
}
