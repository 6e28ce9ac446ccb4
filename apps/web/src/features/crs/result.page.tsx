import { adviceValues, type CrsCalculation } from '@maplebridge/contracts';
import { answerOptions, QUESTION_BANK, toSubmission } from '@maplebridge/crs';
import { Award, ChevronDown, Printer, Send } from 'lucide-react';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { ApiError } from '#shared/api/api-error.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { errorMessage } from '#shared/lib/error-message.ts';
import { formatDate } from '#shared/lib/format-date.ts';
import { useSessionStore } from '#shared/stores/session.store.ts';
import { Button, ButtonLink } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/card.tsx';
import { PageHeader } from '#shared/ui/page-header.tsx';
import { toastError, toastSuccess } from '#shared/ui/toast.ts';
import { Tooltip } from '#shared/ui/tooltip.tsx';
import { AskAboutResultLink } from './ask-about-result-link.tsx';
import { crsApi } from './crs.api.ts';
import { useCrsToolStore } from './crs-tool.store.ts';
import { EligibilityMoves, InvitationSections, VerdictBadge } from './invitation.tsx';
import { ResultCards } from './result-cards.tsx';

/** `/crs-tool/result`: the quiz just taken (spec section 2), with advice and recent rounds. */
export function ResultPage() {
  const { t, i18n } = useTranslation();
  const result = useCrsToolStore((state) => state.result);
  const answers = useCrsToolStore((state) => state.answers);
  const work = useCrsToolStore((state) => state.work);
  const savedId = useCrsToolStore((state) => state.savedId);
  // An action never changes: read once, not subscribed to.
  const { markSaved } = useCrsToolStore.getState();
  const user = useSessionStore((state) => state.user);
  const [isSaving, setSaving] = useState(false);
  const [isDetailsOpen, setDetailsOpen] = useState(false);
  if (!result) return <Navigate to="/crs-tool/quiz" replace />;

  const save = async () => {
    if (!user) {
      toastError(t('crs.toast.unauthorized'), t('crs.toast.loginToSave'));
      return;
    }
    setSaving(true);
    try {
      markSaved((await crsApi.save(toSubmission(answers), work)).data);
      toastSuccess(t('crs.toast.saved'), t('crs.toast.savedDescription'));
    } catch (error) {
      // The spec logs a failed save; a person deserves to know it did not happen.
      toastError(
        t('crs.toast.saveFailed'),
        error instanceof ApiError && error.status === 401
          ? t('crs.toast.loginToSave')
          : errorMessage(t, error),
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <div
      className="mx-auto max-w-6xl space-y-8 py-6 sm:py-10 print:space-y-3 print:py-0"
      data-testid="crs-result"
    >
      <PageHeader
        title={t('crs.result.title')}
        intro={user?.fullName ?? t('crs.result.unlinkedProfile')}
        action={
          <div className="flex flex-wrap gap-3 print:hidden">
            <Button variant="secondary" onClick={() => window.print()}>
              <Printer aria-hidden="true" className="h-4 w-4" />
              {t('crs.result.print')}
            </Button>
            <Tooltip text={t(savedId ? 'crs.result.alreadySaved' : 'crs.result.saveHint')}>
              <Button data-testid="save-result" onClick={save} disabled={savedId !== null || isSaving}>
                <Send aria-hidden="true" className="h-4 w-4" />
                {t(savedId ? 'crs.result.saved' : 'crs.result.save')}
              </Button>
            </Tooltip>
            <ButtonLink to="/crs-tool/quiz" variant="secondary">
              {t('crs.result.newTest')}
            </ButtonLink>
            <AskAboutResultLink answers={toSubmission(answers)} score={result.grandtotal} />
          </div>
        }
      >
        <p className="text-sm text-slate-600">{t(savedId ? 'crs.result.linked' : 'crs.result.unlinked')}</p>
      </PageHeader>

      <Card
        as="section"
        className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-center print:grid-cols-[auto_1fr] print:p-3"
      >
        <div className="text-center sm:text-left">
          <p className="text-sm font-medium text-slate-600">{t('crs.result.grandTotal')}</p>
          <p data-testid="grand-total" className="text-6xl font-bold text-brand-700 print:text-4xl">
            {result.grandtotal}
          </p>
          <p className="text-sm text-slate-600">
            <time dateTime={result.submissionDate}>{formatDate(result.submissionDate, i18n.language)}</time>
          </p>
        </div>
        <VerdictBadge invitation={result} />
      </Card>

      <InvitationSections
        invitation={result}
        addWork={{ to: '/crs-tool/quiz', state: { resume: true, openWork: true } }}
      />

      <ResultCards score={result} />

      <Advice result={result} />

      <Card as="section" padding="none">
        <h2>
          <button
            type="button"
            aria-expanded={isDetailsOpen}
            onClick={() => setDetailsOpen((open) => !open)}
            className="flex w-full items-center justify-between p-5 text-left font-semibold text-slate-900"
          >
            {t('crs.result.details')}
            <ChevronDown
              aria-hidden="true"
              className={`h-5 w-5 transition ${isDetailsOpen ? 'rotate-180' : ''}`}
            />
          </button>
        </h2>
        {isDetailsOpen && <AnswerList />}
      </Card>
    </div>
  );
}

function Advice({ result }: { result: CrsCalculation }) {
  const { t } = useTranslation();
  const { suggestions, ageWarning } = result.advice;
  if (!suggestions.length && !ageWarning && !result.eligibilityMoves.length) return null;
  return (
    <section aria-labelledby="crs-advice" className="space-y-3" data-testid="crs-advice">
      <h2 id="crs-advice" className="flex items-center gap-2 text-2xl font-bold text-slate-900">
        <Award aria-hidden="true" className="h-6 w-6 text-brand-600" />
        {t('crs.result.advice')}
      </h2>
      {ageWarning && (
        <p className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900">
          {t('crs.advice.age.nextBirthday', { age: ageWarning.nextAge, points: ageWarning.pointsLost })}
        </p>
      )}
      <ol className="grid gap-3 md:grid-cols-2 print:grid-cols-2 print:gap-1 print:text-xs">
        {suggestions.slice(0, 6).map((suggestion) => (
          <li
            key={`${suggestion.code}-${JSON.stringify(suggestion.details)}`}
            className="rounded-xl bg-white p-4 text-sm shadow-sm ring-1 ring-slate-200 print:p-2 print:text-xs"
          >
            <p className="text-slate-800">
              {t(`crs.advice.${suggestion.code}`, adviceValues(suggestion.details, t))}
            </p>
            <p className="mt-1 font-semibold text-emerald-700">
              {t('crs.result.gain', { gain: suggestion.gain, score: suggestion.newScore })}
            </p>
          </li>
        ))}
      </ol>
      <EligibilityMoves moves={result.eligibilityMoves} />
    </section>
  );
}

/** The answered questions in order, read-only. */
function AnswerList() {
  const { i18n } = useTranslation();
  const answers = useCrsToolStore((state) => state.answers);
  const isVietnamese = i18n.language === 'vi';
  return (
    <ol className="space-y-2 border-t border-slate-200 p-5 text-sm print:grid print:grid-cols-2 print:gap-x-6 print:space-y-0 print:p-2 print:text-[9pt]">
      {Object.entries(answers).map(([sortOrder, value]) => {
        const order = Number(sortOrder);
        const options = answerOptions(order, answers);
        const question = QUESTION_BANK[order - 1];
        const option = options.find((candidate) => candidate.value === value);
        return (
          <li key={sortOrder} className="flex flex-col gap-0.5 sm:flex-row sm:justify-between sm:gap-4">
            <span className="text-slate-600">{isVietnamese ? question?.title_VN : question?.title_EN}</span>
            <span className="font-medium text-slate-900">
              {isVietnamese ? option?.title_VN : option?.title_EN}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
