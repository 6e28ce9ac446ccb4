import { CircleDashed } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { formatDate } from '#shared/lib/format-date.ts';
import { formatNumber } from '#shared/lib/format-number.ts';
import { Badge } from '#shared/ui/badge.tsx';
import { useCrsToolStore } from './crs-tool.store.ts';

/**
 * The member's test not finished in this tab (spec section 2: a test is completed or incomplete): a
 * result scored but not saved, or a quiz being answered. Saved tests are the history's own cards.
 */
export function UnfinishedTestCard() {
  const { t, i18n } = useTranslation();
  const answers = useCrsToolStore((state) => state.answers);
  const result = useCrsToolStore((state) => state.result);
  const savedId = useCrsToolStore((state) => state.savedId);
  const answeredCount = Object.keys(answers).length;

  const test =
    result && !savedId
      ? {
          label: t('crs.tests.unsaved', { date: formatDate(result.submissionDate, i18n.language) }),
          score: result.grandtotal,
          to: '/crs-tool/result',
          state: undefined,
          action: t('crs.tests.save'),
        }
      : answeredCount > 0 && !result
        ? {
            label: t('crs.tests.inProgress', { count: answeredCount }),
            score: undefined,
            to: '/crs-tool/quiz',
            state: { resume: true },
            action: t('crs.tests.continue'),
          }
        : null;
  if (!test) return null;

  return (
    <li
      data-testid="crs-test"
      className="flex flex-col gap-2 rounded-2xl bg-amber-50/60 p-5 shadow-sm ring-1 ring-amber-200"
    >
      <p>
        <Badge tone="warn">
          <CircleDashed aria-hidden="true" className="h-3.5 w-3.5" />
          {t('crs.tests.incomplete')}
        </Badge>
      </p>
      <p className="text-sm text-slate-800">{test.label}</p>
      {test.score !== undefined && (
        <p className="text-xl font-bold text-slate-900">
          {t('crs.tests.score', { score: formatNumber(test.score, i18n.language) })}
        </p>
      )}
      <Link
        to={test.to}
        state={test.state}
        className="mt-auto pt-2 text-sm font-medium text-brand-700 hover:underline"
      >
        {test.action}
      </Link>
    </li>
  );
}
