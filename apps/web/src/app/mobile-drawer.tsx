import { X } from 'lucide-react';
import { type RefObject, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { NavLink } from 'react-router';
import { useFocusTrap } from '#shared/hooks/use-focus-trap.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { useSettingsStore } from '#shared/stores/settings.store.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { NAV_ITEMS } from './nav-items.ts';

/** The phone menu, shown while the settings store says it is open: repeats the main menu and the language buttons; the overlay or Escape closes it. */
export function MobileDrawer({ returnFocusTo }: { returnFocusTo: RefObject<HTMLButtonElement | null> }) {
  const setDrawerOpen = useSettingsStore((state) => state.setDrawerOpen);
  // A portal: the header's backdrop blur would otherwise confine this fixed overlay to the header.
  return createPortal(
    <DrawerPanel onClose={() => setDrawerOpen(false)} returnFocusTo={returnFocusTo} />,
    document.body,
  );
}

function DrawerPanel({
  onClose,
  returnFocusTo,
}: {
  onClose(): void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  // Tab stays in the drawer while it is open; Escape closes it.
  useFocusTrap(panel, onClose);
  // A tap does not always focus the menu button: give it the focus back by name.
  useEffect(() => () => returnFocusTo.current?.focus(), [returnFocusTo]);

  return (
    <div className="fixed inset-0 z-40 md:hidden">
      <div
        data-testid="drawer-overlay"
        aria-hidden="true"
        onClick={onClose}
        className="absolute inset-0 bg-slate-900/50"
      />
      <div
        ref={panel}
        data-testid="drawer"
        role="dialog"
        aria-modal="true"
        aria-label={t('common.drawer.title')}
        className="absolute inset-y-0 left-0 flex w-72 max-w-[80%] flex-col gap-6 bg-white p-5 shadow-xl"
      >
        <div className="flex items-center justify-between">
          <span className="text-lg font-bold">{t('common.drawer.title')}</span>
          <button
            type="button"
            data-autofocus
            aria-label={t('common.drawer.close')}
            onClick={onClose}
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
                  onClick={onClose}
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
    </div>
  );
}
