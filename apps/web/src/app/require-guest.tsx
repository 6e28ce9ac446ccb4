import { Navigate, Outlet, useSearchParams } from 'react-router';
import { redirectSearch, toSafeRedirectPath } from '#shared/lib/redirect.ts';
import { useSessionStore } from '#shared/stores/session.store.ts';

/**
 * Guest pages (sign-in, sign-up…): a signed-in member goes back where they came from, or home;
 * one whose e-mail is not verified yet goes to verify it first (spec section 2), then on to the same place.
 */
export function RequireGuest() {
  const user = useSessionStore((state) => (state.token === '' ? null : state.user));
  const [searchParams] = useSearchParams();
  if (user) {
    const target = user.isEmailVerified
      ? toSafeRedirectPath(searchParams.get('redirectTo'))
      : `/otp-input-login-verified${redirectSearch(searchParams.toString())}`;
    return <Navigate to={target} replace />;
  }
  return <Outlet />;
}
