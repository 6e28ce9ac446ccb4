import { useNavigation } from 'react-router';
import { useTranslation } from '#shared/i18n/use-translation.ts';

/**
 * A thin bar across the top of the page while the router loads the next page (its lazy code, its
 * data). index.css shows it only after a moment, so a page already here never flashes it.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  if (useNavigation().state !== 'loading') return null;
  return (
    <div
      role="progressbar"
      aria-label={t('common.loading.page')}
      data-testid="navigation-progress"
      className="navigation-progress fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-brand-100"
    >
      <div className="h-full w-1/3 bg-brand-600" />
    </div>
  );
}
