import { NotificationBell } from '#features/notifications/notification-bell.tsx';
import { AccountMenu } from './account-menu.tsx';

/** The signed-in member's bell and account menu, in the header. */
export function MemberMenus() {
  return (
    <>
      <NotificationBell />
      <AccountMenu />
    </>
  );
}
