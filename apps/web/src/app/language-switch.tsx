import { LANGUAGES } from '@maplebridge/contracts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { useSettingsStore } from '#shared/stores/settings.store.ts';

export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const language = useSettingsStore((state) => state.language);
  const setLanguage = useSettingsStore((state) => state.setLanguage);
  return (
    <fieldset className={`flex items-center gap-1 rounded-full bg-slate-100 p-1 ${className}`}>
      <legend className="sr-only">{t('common.language.label')}</legend>
      {LANGUAGES.map((code) => (
        <button
          key={code}
          type="button"
          data-testid={`lang-${code}`}
          aria-pressed={language === code}
          lang={code}
          onClick={() => setLanguage(code)}
          className={`rounded-full px-3 py-1 text-sm font-medium transition-colors ${
            language === code ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-600 hover:text-slate-900'
          }`}
        >
          {t(`common.language.${code}`)}
        </button>
      ))}
    </fieldset>
  );
}
