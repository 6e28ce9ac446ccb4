import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/** A section whose page is being built: its title and one line, in both languages. */
export function SectionPlaceholderPage() {
  const { t } = useTranslation();
  const section = useLocation().pathname.split('/')[2] ?? 'news';
  return (
    <section className="space-y-2">
      <h1 className="text-2xl font-bold text-slate-900">{t(`admin.nav.${section}`)}</h1>
      <p className="text-slate-600">{t('admin.comingSoon')}</p>
    </section>
  );
}
