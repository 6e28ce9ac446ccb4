import { ArrowDown, ArrowUp, Equal } from 'lucide-react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { formatNumber } from '#shared/lib/format-number.ts';

const LOOKS = {
  higher: { Icon: ArrowUp, tone: 'bg-emerald-50 text-emerald-800 ring-emerald-200', sign: '+' },
  lower: { Icon: ArrowDown, tone: 'bg-red-50 text-red-800 ring-red-200', sign: '−' },
  same: { Icon: Equal, tone: 'text-slate-600 ring-transparent', sign: '' },
} as const;

/**
 * B − A for one line: its sign and number, an arrow and a colour, and, for screen readers, the same
 * in words ("B cao hơn 12 điểm"): the colour only repeats what the text says.
 */
export function ScoreDifference({ difference }: { difference: number }) {
  const { t, i18n } = useTranslation();
  const kind = difference > 0 ? 'higher' : difference < 0 ? 'lower' : 'same';
  const { Icon, tone, sign } = LOOKS[kind];
  const points = formatNumber(Math.abs(difference), i18n.language);
  return (
    <span
      data-testid="difference"
      data-kind={kind}
      className={`inline-flex items-center gap-0.5 rounded-full px-1.5 py-0.5 font-semibold tabular-nums ring-1 ring-inset ${tone}`}
    >
      <Icon aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
      <span aria-hidden="true">{kind === 'same' ? '0' : `${sign}${points}`}</span>
      <span className="sr-only">
        {kind === 'same' ? t('results.compare.same') : t(`results.compare.${kind}`, { points })}
      </span>
    </span>
  );
}
