import { Navigate, Outlet, useSearchParams } from 'react-router';
import { useAuthStore } from '#features/auth/auth.store.ts';
import { toSafeRedirectPath } from '#shared/lib/redirect.ts';

/** Guest pages (sign-in, sign-up…): a signed-in user goes back where they came from, or home. */
export function RequireGuest() {
  const isSignedIn = useAuthStore((state) => state.token !== '');
  const [searchParams] = useSearchParams();
  if (isSignedIn) return <Navigate to={toSafeRedirectPath(searchParams.get('redirectTo'))} replace />;
  return <Outlet />;
}
