import { Pencil } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useErrorToast } from '#shared/hooks/use-error-toast.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { formatDate } from '#shared/lib/format-date.ts';
import { ButtonLink } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/card.tsx';
import { PageHeader } from '#shared/ui/page-header.tsx';
import { AskAboutResultLink } from './ask-about-result-link.tsx';
import { useSavedResult } from './crs.queries.ts';
import { EligibilityMoves, InvitationSections, VerdictBadge } from './invitation.tsx';
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
      <PageHeader
        title={t('crs.saved.title')}
        intro={saved.data.fullName}
        action={
          <div className="flex flex-wrap gap-3">
            <ButtonLink to={`/crs-tool/result/edit/${saved.data.id}`}>
              <Pencil aria-hidden="true" className="h-4 w-4" />
              {t('crs.saved.edit')}
            </ButtonLink>
            {/* The assistant scores the answers itself, under the rules in force now. */}
            <AskAboutResultLink answers={saved.data.answers} score={(currentResult ?? result).grandtotal} />
          </div>
        }
      >
        <p className="text-sm text-slate-600">
          {t('crs.saved.savedOn', { date: formatDate(saved.data.updatedTime, i18n.language) })}
        </p>
      </PageHeader>
      <Card as="section">
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
      </Card>
      <InvitationSections
        invitation={saved.data}
        addWork={{ to: `/crs-tool/result/edit/${saved.data.id}`, state: { openWork: true } }}
      />
      <ResultCards score={result} />
      <EligibilityMoves moves={saved.data.eligibilityMoves} />
    </div>
  );
}
