import { ArrowRight, BookOpen, CheckCircle2, Info } from 'lucide-react';
import { Link } from 'react-router';
import { useDocumentMeta } from '#shared/hooks/use-document-meta.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { ButtonLink } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/card.tsx';
import { PageHeader } from '#shared/ui/page-header.tsx';
import { RoundsLink } from './rounds/rounds-link.tsx';

const FACTOR_GROUPS = ['skills', 'education', 'language', 'work', 'other'] as const;
const CONDITIONS = ['planning', 'testResults', 'spouse', 'update'] as const;

/** `/crs-tool`: what the tool does, when to use it, and where to start (spec section 2). */
export function CrsLandingPage() {
  const { t } = useTranslation();
  useDocumentMeta(t('meta.crs.title'), t('meta.crs.description'));
  return (
    <div className="mx-auto max-w-5xl space-y-8 py-6 sm:py-10">
      <PageHeader title={t('crs.landing.title')} intro={t('crs.landing.intro')}>
        <p className="flex gap-2 rounded-xl bg-amber-50 p-4 text-sm text-amber-900">
          <Info aria-hidden="true" className="h-5 w-5 shrink-0" />
          {t('crs.landing.disclaimer')}
        </p>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
          <ButtonLink to="/crs-tool/quiz" size="lg">
            {t('crs.landing.start')}
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </ButtonLink>
          <RoundsLink />
        </div>
      </PageHeader>
      <div className="grid gap-6 md:grid-cols-2">
        <Card as="section" aria-labelledby="crs-factors">
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
        </Card>
        <Card as="section" aria-labelledby="crs-when">
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
        </Card>
      </div>
    </div>
  );
}
