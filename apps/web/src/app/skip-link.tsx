import { useTranslation } from '#shared/i18n/use-translation.ts';

export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-medium text-brand-700 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t('common.skipToContent')}
    </a>
  );
}
