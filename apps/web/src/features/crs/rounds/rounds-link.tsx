import { ChartLine } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '#shared/i18n/use-translation.ts';

/** The small link from the CRS pages and the result to `/crs-tool/draws`. */
export function RoundsLink({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/crs-tool/draws"
      className={`inline-flex items-center gap-1.5 font-medium text-brand-700 hover:underline ${className}`}
      data-testid="rounds-link"
    >
      <ChartLine aria-hidden="true" className="h-4 w-4 shrink-0" />
      {t('crs.rounds.link')}
    </Link>
  );
}
