import { Outlet } from 'react-router';
import { useSessionStore } from '#shared/stores/session.store.ts';
import { NotFoundPage } from './not-found.page.tsx';

/** The staff console: anyone but an admin (userType 1) sees the not-found page, as if it did not exist. */
export function RequireAdmin() {
  const isAdmin = useSessionStore((state) => state.token !== '' && state.user?.userTypeDTO.type === 1);
  return isAdmin ? <Outlet /> : <NotFoundPage />;
}
