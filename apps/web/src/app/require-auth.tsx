import { useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { signInPath } from '#shared/lib/redirect.ts';
import { useSessionStore } from '#shared/stores/session.store.ts';

/**
 * Member pages: a visitor goes to sign-in, which remembers where they were going. A member who
 * signs out here goes home instead: they are leaving, not arriving.
 */
export function RequireAuth() {
  const isSignedIn = useSessionStore((state) => state.token !== '');
  // An expired session is sent to sign in by SessionExpiry, remembering this page.
  const isExpired = useSessionStore((state) => state.expiredAt !== null);
  const wasSignedIn = useRef(isSignedIn);
  const location = useLocation();
  if (isSignedIn) {
    wasSignedIn.current = true;
    return <Outlet />;
  }
  if (isExpired) return null;
  return (
    <Navigate to={wasSignedIn.current ? '/' : signInPath(`${location.pathname}${location.search}`)} replace />
  );
}
