import { useTranslation } from '#shared/i18n/use-translation.ts';
import { formatNumber } from '#shared/lib/format-number.ts';
import { Card } from '#shared/ui/card.tsx';
import { ProgressBar } from '#shared/ui/progress-bar.tsx';

export interface QuizProgressProps {
  /** Of the questions shown now: the quiz reveals more as it is answered. */
  answered: number;
  shown: number;
  /** The score the answers give, once they are complete. */
  score: number | null;
}

/** "7 of 12 answered" over its bar. */
function AnsweredBar({ answered, shown, testId }: { answered: number; shown: number; testId: string }) {
  const { t } = useTranslation();
  const count = t('crs.quiz.progress', { answered, shown });
  return (
    <div className="space-y-1.5">
      <p className="text-sm font-medium text-slate-800" data-testid={testId}>
        {count}
      </p>
      <ProgressBar label={t('crs.quiz.progressLabel')} value={answered} max={shown} valueText={count} />
    </div>
  );
}

/**
 * Below `lg`, where the side panel does not fit: progress and score stuck under the site header
 * (`top-16`), away from the quick-action button in the bottom corner. Sticky, not fixed, it keeps
 * its own room in the page, so no question starts under it.
 */
export function QuizProgressBar({ answered, shown, score }: QuizProgressProps) {
  const { t, i18n } = useTranslation();
  return (
    <div
      aria-live="polite"
      data-testid="quiz-progress"
      className="sticky top-16 z-10 -mx-4 flex items-center gap-4 border-b border-slate-200 bg-white/95 px-4 py-2.5 shadow-sm backdrop-blur sm:-mx-6 sm:px-6 lg:hidden print:hidden"
    >
      <div className="min-w-0 flex-1">
        <AnsweredBar answered={answered} shown={shown} testId="quiz-progress-count" />
      </div>
      <p className="shrink-0 text-right text-xs text-slate-600" data-testid="quiz-progress-score">
        {t('crs.quiz.runningScore')}
        <span className="block text-xl font-bold text-brand-700">
          {score === null ? '—' : formatNumber(score, i18n.language)}
        </span>
      </p>
    </div>
  );
}

/** From `lg`: the running score and the progress beside the questions. */
export function QuizScorePanel({ answered, shown, score }: QuizProgressProps) {
  const { t, i18n } = useTranslation();
  return (
    <aside aria-live="polite" className="hidden lg:block">
      <Card padding="sm" className="sticky top-24 text-center" data-testid="running-score">
        <p className="text-sm font-medium text-slate-600">{t('crs.quiz.runningScore')}</p>
        <p className="mt-2 text-4xl font-bold text-brand-700">
          {score === null ? '—' : formatNumber(score, i18n.language)}
        </p>
        <p className="mt-2 text-xs text-slate-500">
          {t(score === null ? 'crs.quiz.runningHint' : 'crs.quiz.runningOf')}
        </p>
        <div className="mt-4 border-t border-slate-200 pt-4 text-left">
          <AnsweredBar answered={answered} shown={shown} testId="running-progress-count" />
        </div>
      </Card>
    </aside>
  );
}
