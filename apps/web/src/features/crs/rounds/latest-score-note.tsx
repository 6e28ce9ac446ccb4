import { Link } from 'react-router';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { formatDate } from '#shared/lib/format-date.ts';
import { formatNumber } from '#shared/lib/format-number.ts';
import type { LatestScore } from './rounds-data.ts';

/** Whose score the dashed line is and where it comes from, or how to get one on the chart. */
export function LatestScoreNote({ latest }: { latest: LatestScore | null }) {
  const { t, i18n } = useTranslation();
  if (!latest)
    return (
      <p className="text-sm text-slate-700" data-testid="your-score-note">
        {t('crs.rounds.score.none')}{' '}
        <Link to="/crs-tool/quiz" className="font-medium text-brand-700 underline hover:text-brand-800">
          {t('crs.rounds.score.takeTest')}
        </Link>
      </p>
    );
  return (
    <p className="text-sm text-slate-700" data-testid="your-score-note">
      {t(latest.source === 'quiz' ? 'crs.rounds.score.fromQuiz' : 'crs.rounds.score.fromSaved', {
        score: formatNumber(latest.score, i18n.language),
        date: formatDate(latest.date, i18n.language),
      })}
    </p>
  );
}
