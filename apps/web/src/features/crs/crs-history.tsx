import { BadgeCheck, ChevronDown, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { useSessionStore } from '#shared/stores/session.store.ts';
import { Skeleton } from '#shared/ui/skeleton.tsx';
import { useCrsHistory } from './crs.queries.ts';
import { CrsTestList } from './crs-test-list.tsx';

const GROUPS = [
  ['core', 'core_factors'],
  ['spouse', 'spouse_factors'],
  ['skill', 'skill_factors'],
  ['bonus', 'bonus_factors'],
] as const;

/** The member's last 5 results on the home page, one expanded state for all cards (spec section 2). */
export function CrsHistory() {
  const { t } = useTranslation();
  const user = useSessionStore((state) => state.user);
  const history = useCrsHistory();
  const [isExpanded, setExpanded] = useState(true);
  if (!user) return null;
  const results = history.data ?? [];
  return (
    <section
      aria-labelledby="crs-history"
      aria-busy={history.isPending}
      className="space-y-4"
      data-testid="crs-history"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="crs-history" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {t('crs.history.title')}
          </h2>
          <p className="text-sm text-slate-600">{t('crs.history.profileId', { id: user.id })}</p>
        </div>
        {results.length > 0 && (
          <button
            type="button"
            aria-expanded={isExpanded}
            onClick={() => setExpanded((expanded) => !expanded)}
            className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
          >
            {t(isExpanded ? 'crs.history.collapse' : 'crs.history.expand')}
            <ChevronDown
              aria-hidden="true"
              className={`h-4 w-4 transition ${isExpanded ? 'rotate-180' : ''}`}
            />
          </button>
        )}
      </div>
      {history.isPending ? <Skeleton shape="rows" count={3} /> : <CrsTestList results={results} />}
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
        {results.map((saved) => {
          const { round, isPassed, basis } = saved.verdict;
          return (
            <li
              key={saved.id}
              data-testid="history-card"
              className="flex flex-col gap-2 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
            >
              <p className="font-semibold text-slate-900">{saved.fullName}</p>
              <p className="text-3xl font-bold text-brand-700">{saved.result.grandtotal}</p>
              <p
                className={`inline-flex items-center gap-1 text-xs font-medium ${isPassed ? 'text-emerald-700' : 'text-amber-800'}`}
              >
                <BadgeCheck aria-hidden="true" className="h-4 w-4" />
                {round
                  ? t(isPassed ? 'crs.history.atCutOff' : 'crs.history.belowCutOff', {
                      score: round.lowestScore,
                      type: t(`crs.categories.${round.category}`),
                    })
                  : t(basis === 'none' ? 'crs.history.noRound' : 'crs.history.workNeeded')}
              </p>
              {isExpanded && (
                <dl className="space-y-1 text-sm">
                  {GROUPS.map(([key, field]) => (
                    <div key={key} className="flex justify-between gap-2">
                      <dt className="text-slate-600">{t(`crs.result.cards.${key}`)}</dt>
                      <dd className="font-medium">{saved.result[field]}</dd>
                    </div>
                  ))}
                </dl>
              )}
              <div className="mt-auto flex gap-3 pt-2 text-sm font-medium">
                <Link to={`/crs-tool/result/${saved.id}`} className="text-brand-700 hover:underline">
                  {t('crs.history.details')}
                </Link>
                <Link to={`/crs-tool/result/edit/${saved.id}`} className="text-brand-700 hover:underline">
                  {t('crs.history.edit')}
                </Link>
              </div>
            </li>
          );
        })}
        <li>
          <Link
            to="/crs-tool/quiz"
            className="flex h-full min-h-40 flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-slate-300 p-5 font-semibold text-slate-700 hover:border-brand-600 hover:text-brand-700"
          >
            <Plus aria-hidden="true" className="h-8 w-8" />
            {t('crs.history.newTest')}
          </Link>
        </li>
      </ul>
    </section>
  );
}
