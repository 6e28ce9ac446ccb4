import type { SavedCrsResult } from '@maplebridge/contracts';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { formatDate } from '#shared/lib/format-date.ts';
import { formatNumber } from '#shared/lib/format-number.ts';
import { ButtonLink } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/card.tsx';
import { PageHeader } from '#shared/ui/page-header.tsx';
import { SelectField } from '#shared/ui/select-field.tsx';
import { Skeleton } from '#shared/ui/skeleton.tsx';
import { ComparisonTable } from './comparison-table.tsx';
import { useCrsHistory, useSavedResult } from './crs.queries.ts';
import { useResultTitle } from './result-title.ts';

/** What a comparison reads of a result: today's score when the rules changed since it was saved. */
const scoreOf = (saved: SavedCrsResult) => saved.currentResult ?? saved.result;

/** One side's result: its letter, name, date and CRS score, linking to it. */
function Side({ letter, saved }: { letter: 'A' | 'B'; saved: SavedCrsResult }) {
  const { t, i18n } = useTranslation();
  const titleOf = useResultTitle();
  return (
    <Card
      as="section"
      padding="sm"
      aria-label={`${letter}: ${titleOf(saved)}`}
      data-testid={`compare-${letter}`}
    >
      <p className="text-sm font-semibold text-brand-700">{letter}</p>
      <Link
        to={`/crs-tool/result/${saved.id}`}
        className="block font-semibold break-words text-slate-900 hover:text-brand-700 hover:underline"
      >
        {titleOf(saved)}
      </Link>
      {saved.name && (
        <p className="text-sm text-slate-600">
          {t('crs.saved.savedOn', { date: formatDate(saved.submissionDate, i18n.language) })}
        </p>
      )}
      <p className="mt-1 text-3xl font-bold text-brand-700 tabular-nums">
        {formatNumber(scoreOf(saved).grandtotal, i18n.language)}
      </p>
    </Card>
  );
}

/**
 * `/crs-tool/compare?a=…&b=…` (members): two saved results side by side, line by line, the
 * differences marked; the two are picked here from the member's last results.
 */
export function ComparePage() {
  const { t, i18n } = useTranslation();
  const titleOf = useResultTitle();
  const [params, setParams] = useSearchParams();
  const history = useCrsHistory();
  const ids = { a: params.get('a') ?? '', b: params.get('b') ?? '' };
  const a = useSavedResult(ids.a || undefined);
  const b = useSavedResult(ids.b || undefined);

  // The last results, and a chosen one that has left them (an older one opened by its link).
  const choices = [...(history.data ?? [])];
  for (const chosen of [a.data, b.data])
    if (chosen && !choices.some((saved) => saved.id === chosen.id)) choices.push(chosen);
  const options = [
    { value: '', label: t('results.compare.choose') },
    ...choices.map((saved) => ({
      value: saved.id,
      label: `${titleOf(saved)} · ${formatNumber(scoreOf(saved).grandtotal, i18n.language)}`,
    })),
  ];
  const pick = (side: 'a' | 'b', id: string) => setParams({ ...ids, [side]: id }, { replace: true });
  const isChosen = ids.a !== '' && ids.b !== '' && ids.a !== ids.b;

  return (
    <div className="mx-auto max-w-4xl space-y-6 py-6 sm:py-10" data-testid="compare-page">
      <PageHeader title={t('results.compare.title')} intro={t('results.compare.intro')} />
      {history.isPending ? (
        <Skeleton shape="rows" count={3} />
      ) : choices.length < 2 ? (
        <Card className="space-y-3">
          <p className="text-slate-700">{t('results.compare.needTwo')}</p>
          <ButtonLink to="/crs-tool/quiz">{t('crs.history.newTest')}</ButtonLink>
        </Card>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          {(['a', 'b'] as const).map((side) => (
            <SelectField
              key={side}
              label={t(side === 'a' ? 'results.compare.pickA' : 'results.compare.pickB')}
              options={options}
              value={ids[side]}
              onChange={(event) => pick(side, event.target.value)}
              data-testid={`compare-pick-${side}`}
            />
          ))}
        </div>
      )}

      {!isChosen ? (
        choices.length >= 2 && <p className="text-slate-700">{t('results.compare.chooseTwo')}</p>
      ) : a.data && b.data ? (
        <>
          <div className="grid grid-cols-2 gap-3 sm:gap-4">
            <Side letter="A" saved={a.data} />
            <Side letter="B" saved={b.data} />
          </div>
          <ComparisonTable a={scoreOf(a.data)} b={scoreOf(b.data)} />
        </>
      ) : a.isPending || b.isPending ? (
        <Skeleton shape="rows" count={6} />
      ) : (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-red-800">
          {t('errors.crs.resultNotFound')}
        </p>
      )}
    </div>
  );
}
