import type { SavedCrsResult } from '@maplebridge/contracts';
import { CheckCircle2, CircleDashed } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { formatDate } from '#shared/lib/format-date.ts';
import { useCrsToolStore } from './crs-tool.store.ts';

interface TestRow {
  key: string;
  isCompleted: boolean;
  label: string;
  score?: number;
  to: string;
  state?: unknown;
  action: string;
}

/**
 * The member's tests with their state (spec section 2): the saved ones are completed; the quiz
 * being answered in this tab, or a result not sent yet, is incomplete.
 */
export function CrsTestList({ results }: { results: SavedCrsResult[] }) {
  const { t, i18n } = useTranslation();
  const answers = useCrsToolStore((state) => state.answers);
  const result = useCrsToolStore((state) => state.result);
  const savedId = useCrsToolStore((state) => state.savedId);
  const answeredCount = Object.keys(answers).length;

  const rows: TestRow[] = [];
  if (result && !savedId) {
    rows.push({
      key: 'unsaved',
      isCompleted: false,
      label: t('crs.tests.unsaved', { date: formatDate(result.submissionDate, i18n.language) }),
      score: result.grandtotal,
      to: '/crs-tool/result',
      action: t('crs.tests.save'),
    });
  } else if (answeredCount > 0 && !result) {
    rows.push({
      key: 'in-progress',
      isCompleted: false,
      label: t('crs.tests.inProgress', { count: answeredCount }),
      to: '/crs-tool/quiz',
      state: { resume: true },
      action: t('crs.tests.continue'),
    });
  }
  for (const saved of results) {
    rows.push({
      key: saved.id,
      isCompleted: true,
      label: t('crs.tests.saved', { date: formatDate(saved.submissionDate, i18n.language) }),
      score: saved.result.grandtotal,
      to: `/crs-tool/result/${saved.id}`,
      action: t('crs.history.details'),
    });
  }

  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h3 className="font-semibold text-slate-900">{t('crs.tests.title')}</h3>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('crs.tests.empty')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100" data-testid="crs-test-list">
          {rows.map((row) => (
            <li
              key={row.key}
              data-testid="crs-test"
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2 text-sm"
            >
              <span className="flex items-center gap-2">
                {row.isCompleted ? (
                  <CheckCircle2 aria-hidden="true" className="h-4 w-4 text-emerald-700" />
                ) : (
                  <CircleDashed aria-hidden="true" className="h-4 w-4 text-amber-700" />
                )}
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-medium ${row.isCompleted ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-50 text-amber-900'}`}
                >
                  {t(row.isCompleted ? 'crs.tests.completed' : 'crs.tests.incomplete')}
                </span>
                <span className="text-slate-700">{row.label}</span>
              </span>
              <span className="flex items-center gap-4">
                {row.score !== undefined && (
                  <span className="font-semibold text-slate-900">
                    {t('crs.tests.score', { score: row.score })}
                  </span>
                )}
                <Link to={row.to} state={row.state} className="font-medium text-brand-700 hover:underline">
                  {row.action}
                </Link>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
