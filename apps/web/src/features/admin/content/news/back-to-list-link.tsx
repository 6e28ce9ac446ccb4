import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '#shared/i18n/use-translation.ts';

/** The editor's way back to the news list: to the page of it, filters and all, it was opened from. */
export function BackToListLink({ listSearch = '' }: { listSearch?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={`/admin/news${listSearch ? `?${listSearch}` : ''}`}
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      {t('admin-content.news.editor.back')}
    </Link>
  );
}
