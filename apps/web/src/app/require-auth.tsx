import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuthStore } from '#features/auth/auth.store.ts';
import { signInPath } from '#shared/lib/redirect.ts';

/** Member pages: a visitor goes to sign-in, which remembers where they were going. */
export function RequireAuth() {
  const isSignedIn = useAuthStore((state) => state.token !== '');
  const location = useLocation();
  if (!isSignedIn) return <Navigate to={signInPath(`${location.pathname}${location.search}`)} replace />;
  return <Outlet />;
}
