import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { useSessionStore } from '#shared/stores/session.store.ts';
import { useSettingsStore } from '#shared/stores/settings.store.ts';
import { BrandLogo } from './brand-logo.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { LoginLink } from './login-link.tsx';
import { NAV_ITEMS } from './nav-items.ts';

// Lazy: a visitor never downloads the member's bell and menu (nor their queries and dialogs).
const MemberMenus = lazy(async () => ({ default: (await import('./member-menus.tsx')).MemberMenus }));
// Lazy too: most visits never open the phone menu. Pressing the button starts the download.
const loadDrawer = () => import('./mobile-drawer.tsx');
const MobileDrawer = lazy(async () => ({ default: (await loadDrawer()).MobileDrawer }));

export function SiteHeader() {
  const { t } = useTranslation();
  const isSignedIn = useSessionStore((state) => state.token !== '');
  const isDrawerOpen = useSettingsStore((state) => state.isDrawerOpen);
  const setDrawerOpen = useSettingsStore((state) => state.setDrawerOpen);
  const menuButton = useRef<HTMLButtonElement>(null);

  return (
    <header
      data-testid="site-header"
      className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur print:hidden"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <button
          ref={menuButton}
          type="button"
          data-testid="menu-button"
          aria-label={t('common.drawer.open')}
          aria-haspopup="dialog"
          onPointerDown={loadDrawer}
          onClick={() => setDrawerOpen(true)}
          className="-ml-2 rounded-lg p-2 text-slate-700 hover:bg-slate-100 md:hidden"
        >
          <Menu aria-hidden="true" className="h-6 w-6" />
        </button>
        <BrandLogo />
        <nav aria-label={t('common.nav.label')} className="ml-6 hidden md:block">
          <ul className="flex items-center gap-1">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) =>
                    `rounded-lg px-3 py-2 text-sm font-medium ${
                      isActive
                        ? 'bg-brand-50 text-brand-700'
                        : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
                    }`
                  }
                >
                  {t(item.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-3">
          <LanguageSwitch className="hidden md:flex" />
          {isSignedIn ? (
            // The placeholder holds the two 40px buttons' place, so nothing moves when they arrive.
            <Suspense fallback={<span className="h-10 w-[5.75rem]" />}>
              <MemberMenus />
            </Suspense>
          ) : (
            <LoginLink />
          )}
        </div>
      </div>
      {isDrawerOpen && (
        <Suspense fallback={null}>
          <MobileDrawer returnFocusTo={menuButton} />
        </Suspense>
      )}
    </header>
  );
}
