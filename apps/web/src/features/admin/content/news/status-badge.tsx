import { useTranslation } from '#shared/i18n/use-translation.ts';

/** Draft or published, in words and colour. */
export function StatusBadge({ isPublished }: { isPublished: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="status-badge"
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${
        isPublished
          ? 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200'
          : 'bg-amber-50 text-amber-900 ring-1 ring-amber-200'
      }`}
    >
      {t(isPublished ? 'admin-content.news.status.published' : 'admin-content.news.status.draft')}
    </span>
  );
}
