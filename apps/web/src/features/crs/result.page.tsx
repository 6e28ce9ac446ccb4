import { adviceValues, type CrsCalculation } from '@maplebridge/contracts';
import { answerOptions, QUESTION_BANK, toSubmission } from '@maplebridge/crs';
import { Award, ChevronDown, Printer, Send } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { ApiError } from '#shared/api/api-error.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { errorMessage } from '#shared/lib/error-message.ts';
import { formatDate } from '#shared/lib/format-date.ts';
import { toast } from '#shared/lib/toast.ts';
import { useSessionStore } from '#shared/stores/session.store.ts';
import { crsApi } from './crs.api.ts';
import { useCrsToolStore } from './crs-tool.store.ts';
import {
  AddWorkLink,
  CategoriesSection,
  EligibilityMoves,
  ProgramsSection,
  RoundsTable,
  VerdictBadge,
} from './invitation.tsx';
import { ResultCards } from './result-cards.tsx';

/** `/crs-tool/result`: the quiz just taken (spec section 2), with advice and recent rounds. */
export function ResultPage() {
  const { t, i18n } = useTranslation();
  const result = useCrsToolStore((state) => state.result);
  const answers = useCrsToolStore((state) => state.answers);
  const work = useCrsToolStore((state) => state.work);
  const savedId = useCrsToolStore((state) => state.savedId);
  const markSaved = useCrsToolStore((state) => state.markSaved);
  const user = useSessionStore((state) => state.user);
  const [isSaving, setSaving] = useState(false);
  const [isDetailsOpen, setDetailsOpen] = useState(false);
  if (!result) return <Navigate to="/crs-tool/quiz" replace />;

  const save = async () => {
    if (!user) {
      toast.error(t('crs.toast.unauthorized'), { description: t('crs.toast.loginToSave') });
      return;
    }
    setSaving(true);
    try {
      markSaved((await crsApi.save(toSubmission(answers), work)).data);
      toast.success(t('crs.toast.saved'), { description: t('crs.toast.savedDescription') });
    } catch (error) {
      // The spec logs a failed save; a person deserves to know it did not happen.
      toast.error(t('crs.toast.saveFailed'), {
        description:
          error instanceof ApiError && error.status === 401
            ? t('crs.toast.loginToSave')
            : errorMessage(t, error),
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div
      className="mx-auto max-w-6xl space-y-8 py-6 sm:py-10 print:space-y-3 print:py-0"
      data-testid="crs-result"
    >
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {t('crs.result.title')}
          </h1>
          <p className="text-lg text-slate-700">{user?.fullName ?? t('crs.result.unlinkedProfile')}</p>
          <p className="text-sm text-slate-600">{t(savedId ? 'crs.result.linked' : 'crs.result.unlinked')}</p>
        </div>
        <div className="flex flex-wrap gap-3 print:hidden">
          <button
            type="button"
            onClick={() => window.print()}
            className="inline-flex items-center gap-2 rounded-lg px-4 py-2 font-medium text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100"
          >
            <Printer aria-hidden="true" className="h-4 w-4" />
            {t('crs.result.print')}
          </button>
          <button
            type="button"
            data-testid="save-result"
            onClick={save}
            disabled={savedId !== null || isSaving}
            title={t(savedId ? 'crs.result.alreadySaved' : 'crs.result.saveHint')}
            className="inline-flex items-center gap-2 rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            <Send aria-hidden="true" className="h-4 w-4" />
            {t(savedId ? 'crs.result.saved' : 'crs.result.save')}
          </button>
          <Link
            to="/crs-tool/quiz"
            className="rounded-lg px-4 py-2 font-medium text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100"
          >
            {t('crs.result.newTest')}
          </Link>
        </div>
      </header>

      <section className="grid gap-4 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:grid-cols-[auto_1fr] sm:items-center print:grid-cols-[auto_1fr] print:p-3">
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
      </section>

      <ProgramsSection
        invitation={result}
        addWorkTo={<AddWorkLink to="/crs-tool/quiz" state={{ resume: true, openWork: true }} />}
      />
      <RoundsTable invitation={result} />
      <CategoriesSection invitation={result} />

      <ResultCards score={result} />

      <Advice result={result} />

      <section className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
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
      </section>
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
