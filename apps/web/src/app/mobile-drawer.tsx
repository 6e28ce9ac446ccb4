import { X } from 'lucide-react';
import { type RefObject, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useSettingsStore } from '#shared/stores/settings.store.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { NAV_ITEMS } from './nav-items.ts';

/** The phone menu: repeats the main menu and the language buttons; the overlay or Escape closes it. */
export function MobileDrawer({ returnFocusTo }: { returnFocusTo: RefObject<HTMLButtonElement | null> }) {
  const { t } = useTranslation();
  const isOpen = useSettingsStore((state) => state.isDrawerOpen);
  const setDrawerOpen = useSettingsStore((state) => state.setDrawerOpen);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    closeButton.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDrawerOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      returnFocusTo.current?.focus();
    };
  }, [isOpen, setDrawerOpen, returnFocusTo]);

  if (!isOpen) return null;
  const close = () => setDrawerOpen(false);
  // A portal: the header's backdrop blur would otherwise confine this fixed overlay to the header.
  return createPortal(
    <div className="fixed inset-0 z-40 md:hidden">
      <div
        data-testid="drawer-overlay"
        aria-hidden="true"
        onClick={close}
        className="absolute inset-0 bg-slate-900/50"
      />
      <div
        data-testid="drawer"
        role="dialog"
        aria-modal="true"
        aria-label={t('common.drawer.title')}
        className="absolute inset-y-0 left-0 flex w-72 max-w-[80%] flex-col gap-6 bg-white p-5 shadow-xl"
      >
        <div className="flex items-center justify-between">
          <span className="text-lg font-bold">{t('common.drawer.title')}</span>
          <button
            ref={closeButton}
            type="button"
            aria-label={t('common.drawer.close')}
            onClick={close}
            className="rounded-lg p-2 text-slate-700 hover:bg-slate-100"
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </button>
        </div>
        <nav aria-label={t('common.nav.label')}>
          <ul className="flex flex-col gap-1">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  onClick={close}
                  className={({ isActive }) =>
                    `block rounded-lg px-3 py-2.5 font-medium ${
                      isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-800 hover:bg-slate-100'
                    }`
                  }
                >
                  {t(item.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitch className="self-start" />
      </div>
    </div>,
    document.body,
  );
}
