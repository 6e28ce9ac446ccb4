import { LogOut, UserRound } from 'lucide-react';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { authApi } from '#features/auth/auth.api.ts';
import { useDisclosure } from '#shared/hooks/use-disclosure.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { toast } from '#shared/lib/toast.ts';
import { useSessionStore } from '#shared/stores/session.store.ts';

/** A menu item, a link or a button, looks the same. */
const ITEM_CLASS = 'flex w-full items-center gap-2 px-4 py-2 text-left text-slate-800 hover:bg-slate-100';

/** The signed-in member's avatar, disclosing Account Info and Logout (spec section 2). */
export function AccountMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSessionStore((state) => state.user);
  const signOut = useSessionStore((state) => state.signOut);
  const { root, isOpen, setOpen } = useDisclosure<HTMLDivElement>();
  const menuId = useId();

  if (!user) return null;
  const handleLogout = () => {
    setOpen(false);
    // The server ends the sessions; the local sign-out does not wait for it, nor fail with it.
    authApi.logout().catch(() => {});
    signOut();
    toast.success(t('common.account.loggedOut'));
    navigate('/');
  };
  return (
    <div ref={root} className="relative">
      <button
        type="button"
        data-testid="account-menu"
        aria-label={t('common.account.label')}
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => setOpen((open) => !open)}
        className="flex h-10 w-10 items-center justify-center overflow-hidden rounded-full bg-brand-100 font-semibold text-brand-800 ring-2 ring-white hover:ring-brand-600"
      >
        {user.avatarUrl ? (
          <img src={user.avatarUrl} alt="" className="h-full w-full object-cover" />
        ) : (
          (user.fullName.trim()[0] ?? '?').toUpperCase()
        )}
      </button>
      {isOpen && (
        <ul
          id={menuId}
          className="absolute right-0 z-40 mt-2 w-56 rounded-xl bg-white py-2 shadow-lg ring-1 ring-slate-200"
        >
          <li className="truncate px-4 pb-2 text-sm text-slate-500">{user.fullName}</li>
          <li>
            <Link to="/user-profile" onClick={() => setOpen(false)} className={ITEM_CLASS}>
              <UserRound aria-hidden="true" className="h-4 w-4" />
              {t('common.account.accountInfo')}
            </Link>
          </li>
          <li>
            <button type="button" onClick={handleLogout} className={ITEM_CLASS}>
              <LogOut aria-hidden="true" className="h-4 w-4" />
              {t('common.account.logout')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
