import { Bot, Calculator, ClipboardCheck, ListChecks, Sparkles, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#shared/i18n/use-translation.ts';

const ACTIONS = [
  { to: '/chat-ai', labelKey: 'common.quickActions.chat', Icon: Bot },
  { to: '/crs-tool/quiz', labelKey: 'common.quickActions.crsScore', Icon: Calculator },
  { to: '/crs-tool/quiz', labelKey: 'common.quickActions.crsCheck', Icon: ClipboardCheck },
  { to: '/crs-tool/quiz', labelKey: 'common.quickActions.crsNewTest', Icon: ListChecks },
] as const;

/** The floating shortcut menu (spec section 2): the assistant and three ways into the CRS quiz. */
export function QuickActions() {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const menuId = useId();

  return (
    // A landmark, as everything on the page is in one: screen readers list it with the others.
    <nav
      aria-label={t('common.quickActions.label')}
      className="fixed right-4 bottom-4 z-20 flex flex-col items-end gap-3 sm:right-6 sm:bottom-6 print:hidden"
    >
      {isOpen && (
        <ul id={menuId} className="flex flex-col items-end gap-2">
          {ACTIONS.map(({ to, labelKey, Icon }) => (
            <li key={labelKey}>
              <Link
                to={to}
                onClick={() => setOpen(false)}
                className="flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-medium text-slate-800 shadow-lg ring-1 ring-slate-200 hover:bg-brand-50 hover:text-brand-700"
              >
                <Icon aria-hidden="true" className="h-4 w-4 text-brand-600" />
                {t(labelKey)}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        data-testid="quick-actions-toggle"
        aria-expanded={isOpen}
        aria-controls={menuId}
        aria-label={t(isOpen ? 'common.quickActions.close' : 'common.quickActions.open')}
        onClick={() => setOpen((open) => !open)}
        className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-xl hover:bg-brand-700"
      >
        {isOpen ? (
          <X aria-hidden="true" className="h-6 w-6" />
        ) : (
          <Sparkles aria-hidden="true" className="h-6 w-6" />
        )}
      </button>
    </nav>
  );
}
