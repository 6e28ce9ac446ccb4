import { Pencil } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useErrorToast } from '#shared/hooks/use-error-toast.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { formatDate } from '#shared/lib/format-date.ts';
import { useSavedResult } from './crs.queries.ts';
import {
  AddWorkLink,
  CategoriesSection,
  EligibilityMoves,
  ProgramsSection,
  RoundsTable,
  VerdictBadge,
} from './invitation.tsx';
import { ResultCards } from './result-cards.tsx';

/** `/crs-tool/result/:crsId`: a saved result, read-only (members). */
export function SavedResultPage() {
  const { t, i18n } = useTranslation();
  const { crsId } = useParams();
  const saved = useSavedResult(crsId);
  useErrorToast(saved.error, 'crs.saved.loadError');
  if (saved.isPending) return <p className="py-16 text-center text-slate-600">{t('crs.quiz.loading')}</p>;
  if (!saved.data)
    return (
      <section className="mx-auto max-w-3xl space-y-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{t('errors.crs.resultNotFound')}</h1>
        <Link to="/" className="font-medium text-brand-700 hover:underline">
          {t('common.notFound.home')}
        </Link>
      </section>
    );
  const { result, currentResult } = saved.data;
  return (
    <div className="mx-auto max-w-6xl space-y-8 py-6 sm:py-10" data-testid="saved-result">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {t('crs.saved.title')}
          </h1>
          <p className="text-lg text-slate-700">{saved.data.fullName}</p>
          <p className="text-sm text-slate-600">
            {t('crs.saved.savedOn', { date: formatDate(saved.data.updatedTime, i18n.language) })}
          </p>
        </div>
        <Link
          to={`/crs-tool/result/edit/${saved.data.id}`}
          className="inline-flex items-center gap-2 rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
        >
          <Pencil aria-hidden="true" className="h-4 w-4" />
          {t('crs.saved.edit')}
        </Link>
      </header>
      <section className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <p className="text-sm font-medium text-slate-600">{t('crs.result.grandTotal')}</p>
        <p data-testid="grand-total" className="text-6xl font-bold text-brand-700">
          {result.grandtotal}
        </p>
        {currentResult && (
          <p className="mt-2 text-sm text-amber-900" data-testid="current-rules-score">
            {t('crs.saved.currentRules', { score: currentResult.grandtotal })}
          </p>
        )}
        <div className="mt-4">
          <VerdictBadge invitation={saved.data} />
        </div>
      </section>
      <ProgramsSection
        invitation={saved.data}
        addWorkTo={<AddWorkLink to={`/crs-tool/result/edit/${saved.data.id}`} state={{ openWork: true }} />}
      />
      <RoundsTable invitation={saved.data} />
      <CategoriesSection invitation={saved.data} />
      <ResultCards score={result} />
      <EligibilityMoves moves={saved.data.eligibilityMoves} />
    </div>
  );
}
