import { CloudOff } from 'lucide-react';
import { useTranslation } from '#shared/i18n/use-translation.ts';

interface OfflineNoticeProps {
  /** Its title and text, keys of the `offline` texts: `offline.news.title`, `offline.news.text`. */
  titleKey: string;
  textKey: string;
  testId?: string;
}

/**
 * A page's word that it needs a connection, shown while the browser is offline instead of a loading
 * state that would never end; announced politely when it appears. Loaded with its texts only when a
 * page shows it (`LazyOfflineNotice`).
 */
export function OfflineNotice({ titleKey, textKey, testId = 'offline-notice' }: OfflineNoticeProps) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      data-testid={testId}
      className="flex items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 text-slate-800 shadow-sm sm:p-5"
    >
      <CloudOff aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
      <div className="min-w-0 space-y-1">
        <p className="font-semibold text-slate-900">{t(titleKey)}</p>
        <p className="text-sm leading-6 text-slate-700">{t(textKey)}</p>
      </div>
    </div>
  );
}
