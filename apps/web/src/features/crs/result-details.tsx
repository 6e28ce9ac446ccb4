import { adviceValues, type CrsCalculation } from '@maplebridge/contracts';
import { answerOptions, QUESTION_BANK, type QuizAnswers } from '@maplebridge/crs';
import { Award, ChevronDown, Printer } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { formatNumber } from '#shared/lib/format-number.ts';
import { Button } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/card.tsx';
import { EligibilityMoves } from './invitation.tsx';

// The parts a result shows the same way whether it was just taken or saved (issue 23).

/** Prints the page as it is (the print styles fit a result on two A4 pages). */
export function PrintButton() {
  const { t } = useTranslation();
  return (
    <Button variant="secondary" onClick={() => window.print()}>
      <Printer aria-hidden="true" className="h-4 w-4" />
      {t('crs.result.print')}
    </Button>
  );
}

/** How to raise the score, and the moves that would open programs and rounds. */
export function Advice({ result }: { result: Pick<CrsCalculation, 'advice' | 'eligibilityMoves'> }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language);
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
              {t('crs.result.gain', { gain: number(suggestion.gain), score: number(suggestion.newScore) })}
            </p>
          </li>
        ))}
      </ol>
      <EligibilityMoves moves={result.eligibilityMoves} />
    </section>
  );
}

/** "CRS test details": the answered questions in order, read-only, behind a toggle. */
export function AnswerDetails({ answers }: { answers: QuizAnswers }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  return (
    <Card as="section" padding="none">
      <h2>
        <button
          type="button"
          aria-expanded={isOpen}
          onClick={() => setOpen((open) => !open)}
          className="flex w-full items-center justify-between p-5 text-left font-semibold text-slate-900"
        >
          {t('crs.result.details')}
          <ChevronDown aria-hidden="true" className={`h-5 w-5 transition ${isOpen ? 'rotate-180' : ''}`} />
        </button>
      </h2>
      {isOpen && <AnswerList answers={answers} />}
    </Card>
  );
}

function AnswerList({ answers }: { answers: QuizAnswers }) {
  const { i18n } = useTranslation();
  const isVietnamese = i18n.language === 'vi';
  return (
    <ol
      className="space-y-2 border-t border-slate-200 p-5 text-sm print:grid print:grid-cols-2 print:gap-x-6 print:space-y-0 print:p-2 print:text-[9pt]"
      data-testid="answer-list"
    >
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
