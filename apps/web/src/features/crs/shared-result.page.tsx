import { Calculator } from 'lucide-react';
import { useParams } from 'react-router';
import { ApiError } from '#shared/api/api-error.ts';
import { useDocumentMeta } from '#shared/hooks/use-document-meta.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { errorMessage } from '#shared/lib/error-message.ts';
import { formatDate } from '#shared/lib/format-date.ts';
import { formatNumber } from '#shared/lib/format-number.ts';
import { Button, ButtonLink } from '#shared/ui/button.tsx';
import { PageHeader } from '#shared/ui/page-header.tsx';
import { Skeleton } from '#shared/ui/skeleton.tsx';
import { useSharedResult } from './crs.queries.ts';
import { ResultCards } from './result-cards.tsx';
import { PrintButton } from './result-details.tsx';
import { ScoreSummary } from './score-summary.tsx';

/**
 * `/crs-tool/shared/:token`: a result a member shared, read-only and for anyone with the link. The
 * answer holds nothing of the member, so the page shows the score and its breakdown only; no saving,
 * editing, answers, or verdicts worded for the member.
 */
export function SharedResultPage() {
  const { t, i18n } = useTranslation();
  const { token } = useParams();
  const shared = useSharedResult(token);
  const score = shared.data?.result.grandtotal;
  const number = (value: number) => formatNumber(value, i18n.language);
  useDocumentMeta(
    score === undefined ? undefined : t('results.shared.preview.title', { score: number(score) }),
    t('results.shared.intro'),
  );

  if (shared.isPending) return <Skeleton shape="cards" count={2} />;
  if (!shared.data) {
    const isGone = shared.error instanceof ApiError && shared.error.status < 500;
    return (
      <section className="mx-auto max-w-xl space-y-4 py-16 text-center" data-testid="shared-not-found">
        <h1 className="text-2xl font-bold text-slate-900">
          {isGone ? t('results.shared.notFound') : t('crs.saved.loadError')}
        </h1>
        <p className="text-slate-700">
          {isGone ? t('results.shared.notFoundText') : errorMessage(t, shared.error)}
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          {!isGone && (
            <Button variant="secondary" onClick={() => void shared.refetch()}>
              {t('ui.list.retry')}
            </Button>
          )}
          <ButtonLink to="/crs-tool/quiz">{t('results.shared.takeQuiz')}</ButtonLink>
        </div>
      </section>
    );
  }

  const { result, currentResult, submissionDate } = shared.data;
  return (
    <div
      className="mx-auto max-w-6xl space-y-8 py-6 sm:py-10 print:space-y-3 print:py-0"
      data-testid="shared-result"
    >
      <PageHeader
        title={t('results.shared.title')}
        intro={t('results.shared.intro')}
        action={
          <div className="flex flex-wrap gap-3 print:hidden">
            <ButtonLink to="/crs-tool/quiz">
              <Calculator aria-hidden="true" className="h-4 w-4" />
              {t('results.shared.takeQuiz')}
            </ButtonLink>
            <PrintButton />
          </div>
        }
      />

      <ScoreSummary
        score={result}
        label="results.compare.grandTotal"
        details={
          <>
            <p className="text-sm text-slate-600">
              {t('results.shared.scoredOn', { date: formatDate(submissionDate, i18n.language) })}
            </p>
            {currentResult && (
              <p className="text-sm text-amber-900" data-testid="current-rules-score">
                {t('crs.saved.currentRules', { score: number(currentResult.grandtotal) })}
              </p>
            )}
          </>
        }
      />

      <ResultCards score={result} />
    </div>
  );
}
