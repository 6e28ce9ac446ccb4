import { Bot, Calculator, ClipboardCheck, Sparkles, TrendingUp, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#shared/i18n/use-translation.ts';

const ACTIONS = [
  { to: '/chat-ai', labelKey: 'common.quickActions.chat', Icon: Bot },
  { to: '/crs-tool/quiz', labelKey: 'common.quickActions.crsScore', Icon: Calculator },
  // The result's programs and categories; with no result yet, the result page sends them to the quiz.
  { to: '/crs-tool/result#crs-programs', labelKey: 'common.quickActions.eligibility', Icon: ClipboardCheck },
  { to: '/crs-tool/draws', labelKey: 'common.quickActions.rounds', Icon: TrendingUp },
] as const;

/** The floating shortcut menu (spec section 2): the assistant, the quiz, eligibility and the rounds. */
export function QuickActions() {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const menuId = useId();

  return (
    // A landmark, as everything on the page is in one: screen readers list it with the others.
    <nav
      aria-label={t('common.quickActions.label')}
      // Hidden while a dialog or the phone menu is open (both are aria-modal): it would sit over them.
      className="fixed right-4 bottom-4 z-20 flex flex-col items-end gap-3 sm:right-6 sm:bottom-6 print:hidden [body:has([aria-modal=true])_&]:hidden"
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
