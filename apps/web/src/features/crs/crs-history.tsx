import type { SavedCrsResult } from '@maplebridge/contracts';
import {
  BadgeCheck,
  CheckCircle2,
  ChevronDown,
  GitCompareArrows,
  PencilLine,
  Plus,
  Trash2,
} from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { formatDate } from '#shared/lib/format-date.ts';
import { formatNumber } from '#shared/lib/format-number.ts';
import { useSessionStore } from '#shared/stores/session.store.ts';
import { Badge } from '#shared/ui/badge.tsx';
import { Button } from '#shared/ui/button.tsx';
import { CheckboxField } from '#shared/ui/checkbox-field.tsx';
import { RowAction, RowActions } from '#shared/ui/row-actions.tsx';
import { Skeleton } from '#shared/ui/skeleton.tsx';
import { useCrsHistory } from './crs.queries.ts';
import { DeleteResultDialog } from './delete-result-dialog.tsx';
import { RenameResultDialog } from './rename-result-dialog.tsx';
import { useResultTitle } from './result-title.ts';
import { UnfinishedTestCard } from './unfinished-test-card.tsx';

const GROUPS = [
  ['core', 'core_factors'],
  ['spouse', 'spouse_factors'],
  ['skill', 'skill_factors'],
  ['bonus', 'bonus_factors'],
] as const;

/** Two results are compared, B against A: the older is A, so B − A is what changed since. */
const compareLink = (chosen: SavedCrsResult[]) => {
  const [a, b] = [...chosen].sort((x, y) => x.submissionDate.localeCompare(y.submissionDate));
  return `/crs-tool/compare?a=${a?.id ?? ''}&b=${b?.id ?? ''}`;
};

/**
 * The member's last 5 results on the home page (spec section 2), one expanded state for all cards:
 * each by its name and date, to rename, delete or pick for a comparison; a test not finished in this
 * tab comes first.
 */
export function CrsHistory() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const user = useSessionStore((state) => state.user);
  const history = useCrsHistory();
  const titleOf = useResultTitle();
  const [isExpanded, setExpanded] = useState(true);
  const [chosenIds, setChosenIds] = useState<string[]>([]);
  const [dialog, setDialog] = useState<{ kind: 'rename' | 'delete'; saved: SavedCrsResult } | null>(null);
  if (!user) return null;
  const results = history.data ?? [];
  // A deleted result leaves the comparison too.
  const chosen = results.filter((saved) => chosenIds.includes(saved.id));
  const canCompare = results.length >= 2;
  const toggle = (id: string, isChecked: boolean) =>
    setChosenIds((ids) => (isChecked ? [...ids, id] : ids.filter((each) => each !== id)));

  return (
    <section
      aria-labelledby="crs-history"
      aria-busy={history.isPending}
      className="space-y-4"
      data-testid="crs-history"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="crs-history" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('crs.history.title')}
        </h2>
        {results.length > 0 && (
          <button
            type="button"
            aria-expanded={isExpanded}
            onClick={() => setExpanded((expanded) => !expanded)}
            className="inline-flex min-h-6 items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
          >
            {t(isExpanded ? 'crs.history.collapse' : 'crs.history.expand')}
            <ChevronDown
              aria-hidden="true"
              className={`h-4 w-4 transition ${isExpanded ? 'rotate-180' : ''}`}
            />
          </button>
        )}
      </div>
      {canCompare && (
        <div
          className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-brand-50 px-4 py-3 ring-1 ring-brand-100"
          data-testid="compare-bar"
        >
          <p className="text-sm text-slate-800">{t('results.keep.compareHint')}</p>
          <Button
            size="sm"
            disabled={chosen.length !== 2}
            onClick={() => navigate(compareLink(chosen))}
            data-testid="compare-chosen"
          >
            <GitCompareArrows aria-hidden="true" className="h-4 w-4" />
            {t('results.keep.compareButton')}
          </Button>
        </div>
      )}
      {history.isPending ? (
        <Skeleton shape="cards" count={2} />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
          <UnfinishedTestCard />
          {results.map((saved) => {
            const { round, isPassed, basis } = saved.verdict;
            const title = titleOf(saved);
            const isChosen = chosenIds.includes(saved.id);
            return (
              <li
                key={saved.id}
                data-testid="history-card"
                className="flex flex-col gap-2 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
              >
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h3 className="font-semibold break-words text-slate-900" data-testid="history-name">
                      {title}
                    </h3>
                    {saved.name && (
                      <p className="text-xs text-slate-600">
                        {t('crs.saved.savedOn', { date: formatDate(saved.submissionDate, i18n.language) })}
                      </p>
                    )}
                  </div>
                  <RowActions>
                    <RowAction
                      icon={PencilLine}
                      label={t('results.keep.renameLabel', { name: title })}
                      title={t('results.keep.rename')}
                      onClick={() => setDialog({ kind: 'rename', saved })}
                      data-testid="history-rename"
                    />
                    <RowAction
                      icon={Trash2}
                      tone="danger"
                      label={t('results.keep.deleteLabel', { name: title })}
                      title={t('results.keep.delete')}
                      onClick={() => setDialog({ kind: 'delete', saved })}
                      data-testid="history-delete"
                    />
                  </RowActions>
                </div>
                <p>
                  <Badge tone="good">
                    <CheckCircle2 aria-hidden="true" className="h-3.5 w-3.5" />
                    {t('crs.tests.completed')}
                  </Badge>
                </p>
                <p className="text-3xl font-bold text-brand-700">
                  {formatNumber(saved.result.grandtotal, i18n.language)}
                </p>
                <p
                  className={`inline-flex items-center gap-1 text-xs font-medium ${isPassed ? 'text-emerald-700' : 'text-amber-800'}`}
                >
                  <BadgeCheck aria-hidden="true" className="h-4 w-4 shrink-0" />
                  {round
                    ? t(isPassed ? 'crs.history.atCutOff' : 'crs.history.belowCutOff', {
                        score: formatNumber(round.lowestScore, i18n.language),
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
                <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-2 pt-2 text-sm font-medium">
                  <Link to={`/crs-tool/result/${saved.id}`} className="text-brand-700 hover:underline">
                    {t('crs.history.details')}
                  </Link>
                  <Link to={`/crs-tool/result/edit/${saved.id}`} className="text-brand-700 hover:underline">
                    {t('crs.history.edit')}
                  </Link>
                </div>
                {canCompare && (
                  <CheckboxField
                    label={t('results.keep.compare')}
                    aria-label={t('results.keep.compareLabel', { name: title })}
                    checked={isChosen}
                    disabled={!isChosen && chosen.length >= 2}
                    onChange={(event) => toggle(saved.id, event.target.checked)}
                    className="border-t border-slate-100 pt-2 text-sm"
                    data-testid="history-compare"
                  />
                )}
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
      )}
      {dialog?.kind === 'rename' && (
        <RenameResultDialog saved={dialog.saved} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteResultDialog
          saved={dialog.saved}
          title={titleOf(dialog.saved)}
          score={dialog.saved.result.grandtotal}
          onClose={() => setDialog(null)}
        />
      )}
    </section>
  );
}
