import { Link } from 'react-router';
import { useTranslation } from '#shared/i18n/use-translation.ts';

export function BrandLogo({ isInverted = false }: { isInverted?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to="/" aria-label={t('common.brand.homeLink')} className="flex shrink-0 items-center gap-2">
      <img src="/favicon.svg" alt="" width={32} height={32} className="h-8 w-8" />
      <span className={`text-lg font-bold tracking-tight ${isInverted ? 'text-white' : 'text-slate-900'}`}>
        {t('common.brand.name')}
      </span>
    </Link>
  );
}
