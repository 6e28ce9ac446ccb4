import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { Button } from './button.tsx';

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
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3" data-testid="pager">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        {t('ui.pager.previous')}
      </Button>
      <span className="text-sm text-slate-600" aria-live="polite" data-testid="pager-page">
        {t('ui.pager.page', { page })}
      </span>
      <Button variant="secondary" size="sm" disabled={!hasNextPage} onClick={() => onChange(page + 1)}>
        {t('ui.pager.next')}
        <ChevronRight aria-hidden="true" className="h-4 w-4" />
      </Button>
    </nav>
  );
}
