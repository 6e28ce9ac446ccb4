import { ArrowRight, BookOpen, CheckCircle2, Info } from 'lucide-react';
import { Link } from 'react-router';
import { useDocumentMeta } from '#shared/hooks/use-document-meta.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';

const FACTOR_GROUPS = ['skills', 'education', 'language', 'work', 'other'] as const;
const CONDITIONS = ['planning', 'testResults', 'spouse', 'update'] as const;

/** `/crs-tool`: what the tool does, when to use it, and where to start (spec section 2). */
export function CrsLandingPage() {
  const { t } = useTranslation();
  useDocumentMeta(t('meta.crs.title'), t('meta.crs.description'));
  return (
    <div className="mx-auto max-w-5xl space-y-8 py-6 sm:py-10">
      <header className="space-y-3">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {t('crs.landing.title')}
        </h1>
        <p className="text-lg text-slate-700">{t('crs.landing.intro')}</p>
        <p className="flex gap-2 rounded-xl bg-amber-50 p-4 text-sm text-amber-900">
          <Info aria-hidden="true" className="h-5 w-5 shrink-0" />
          {t('crs.landing.disclaimer')}
        </p>
        <Link
          to="/crs-tool/quiz"
          className="inline-flex items-center gap-2 rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
        >
          {t('crs.landing.start')}
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </header>
      <div className="grid gap-6 md:grid-cols-2">
        <section
          aria-labelledby="crs-factors"
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
        >
          <h2 id="crs-factors" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
            <BookOpen aria-hidden="true" className="h-5 w-5 text-brand-600" />
            {t('crs.landing.factorsTitle')}
          </h2>
          <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-700">
            {FACTOR_GROUPS.map((group) => (
              <li key={group}>{t(`crs.landing.factors.${group}`)}</li>
            ))}
          </ul>
          <Link
            to="/crs-tool/more-information"
            className="mt-4 inline-block font-medium text-brand-700 hover:underline"
          >
            {t('crs.landing.guideLink')}
          </Link>
        </section>
        <section
          aria-labelledby="crs-when"
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
        >
          <h2 id="crs-when" className="text-xl font-semibold text-slate-900">
            {t('crs.landing.whenTitle')}
          </h2>
          <ul className="mt-3 space-y-2 text-slate-700">
            {CONDITIONS.map((condition) => (
              <li key={condition} className="flex gap-2">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" />
                {t(`crs.landing.when.${condition}`)}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
