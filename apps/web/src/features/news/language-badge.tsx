import type { Language } from '@maplebridge/contracts';
import { useTranslation } from '#shared/i18n/use-translation.ts';

/**
 * Names the language of an article written only in the other one ("English", "Tiếng Việt"); nothing
 * otherwise. The kit's Badge look (brand tone) on a plain span: the cards are in the home page's
 * first load, which cannot carry the Badge chunk and its tones.
 */
export function LanguageBadge({ language }: { language: Language }) {
  const { t, i18n } = useTranslation();
  if (language === i18n.language) return null;
  return (
    <span
      data-testid="news-language"
      className="inline-flex shrink-0 items-center rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-brand-800 ring-1 ring-inset ring-brand-100"
    >
      {t(`common.language.${language}`)}
    </span>
  );
}
