import type { ReactNode } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { formatNumber } from '#shared/lib/format-number.ts';
import { Card } from '#shared/ui/card.tsx';
import { RoundsLink } from './rounds/rounds-link.tsx';
import { RulesChecked } from './rules-checked.tsx';

/**
 * The card at the top of a result, fresh or saved: the grand total (formatted per language), what
 * the page says under it (`details`), the rules' freshness, the verdict beside it (when the page
 * has one) and the rounds link.
 */
export function ScoreSummary({
  score,
  label = 'crs.result.grandTotal',
  details,
  verdict,
}: {
  score: { grandtotal: number; ruleSet: { effectiveFrom: string; checkedOn?: string | undefined } };
  /** A shared result is nobody's "your score". */
  label?: string;
  details: ReactNode;
  verdict?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Card
      as="section"
      className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-center print:grid-cols-[auto_1fr] print:p-3"
    >
      <div className="text-center sm:text-left">
        <p className="text-sm font-medium text-slate-600">{t(label)}</p>
        <p data-testid="grand-total" className="text-6xl font-bold text-brand-700 print:text-4xl">
          {formatNumber(score.grandtotal, i18n.language)}
        </p>
        {details}
        <RulesChecked ruleSet={score.ruleSet} className="mt-1 max-w-xs text-xs text-slate-600" />
      </div>
      {verdict}
      <RoundsLink className="justify-self-center sm:col-span-2 sm:justify-self-start print:hidden" />
    </Card>
  );
}
