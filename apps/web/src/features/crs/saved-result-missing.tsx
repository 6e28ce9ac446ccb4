import { Link } from 'react-router';
import { useTranslation } from '#shared/i18n/use-translation.ts';

/** A saved result that does not exist (or is another member's): says so, with a way home. */
export function SavedResultMissing() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-3xl space-y-4 py-16 text-center" data-testid="saved-result-missing">
      <h1 className="text-2xl font-bold text-slate-900">{t('errors.crs.resultNotFound')}</h1>
      <Link to="/" className="font-medium text-brand-700 hover:underline">
        {t('common.notFound.home')}
      </Link>
    </section>
  );
}
