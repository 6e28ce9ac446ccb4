import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '#shared/i18n/use-translation.ts';

interface PagerProps {
  page: number;
  hasNextPage: boolean;
  onChange(page: number): void;
  /** What is paged, for screen readers ("Trang của danh sách thành viên"). */
  label: string;
}

/** Previous / page n / next, for the lists the API pages with `hasNextPage`. */
export function Pager({ page, hasNextPage, onChange, label }: PagerProps) {
  const { t } = useTranslation();
  if (page === 1 && !hasNextPage) return null;
  const button =
    'inline-flex items-center gap-1 rounded-full px-3 py-1.5 text-sm font-medium text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50';
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3" data-testid="pager">
      <button type="button" className={button} disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        {t('ui.pager.previous')}
      </button>
      <span className="text-sm text-slate-600" aria-live="polite" data-testid="pager-page">
        {t('ui.pager.page', { page })}
      </span>
      <button type="button" className={button} disabled={!hasNextPage} onClick={() => onChange(page + 1)}>
        {t('ui.pager.next')}
        <ChevronRight aria-hidden="true" className="h-4 w-4" />
      </button>
    </nav>
  );
}
