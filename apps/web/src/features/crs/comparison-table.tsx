import type { CrsScoreDto } from '@maplebridge/contracts';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { formatNumber } from '#shared/lib/format-number.ts';
import { TableBody, TableFrame, TableHead, TD } from '#shared/ui/table.tsx';
import { type ComparedLine, compareScores } from './compare-scores.ts';
import { ScoreDifference } from './score-difference.tsx';

/** Cells a little tighter than the kit's, so four columns fit a phone's width. */
const CELL = `${TD} px-2 sm:px-4`;

/** One row: the factor, A's points, B's and B − A; a row that differs is shaded (and says so in its last cell). */
function Row({
  line,
  label,
  isTotal = false,
  isGrandTotal = false,
}: {
  line: ComparedLine;
  label: ReactNode;
  isTotal?: boolean;
  isGrandTotal?: boolean;
}) {
  const { i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language);
  const differs = line.difference !== 0;
  return (
    <tr
      data-testid="compare-row"
      data-factor={line.factor}
      data-differs={differs}
      className={`${differs ? 'bg-amber-50/70' : ''} ${isTotal ? 'font-bold text-slate-900' : ''} ${isGrandTotal ? 'border-t-2 border-slate-300 text-base' : ''}`}
    >
      <th scope="row" className={`${CELL} text-left ${isTotal ? 'font-bold' : 'font-normal text-slate-700'}`}>
        {label}
      </th>
      <td className={`${CELL} text-right tabular-nums`}>{number(line.a)}</td>
      <td className={`${CELL} text-right tabular-nums`}>{number(line.b)}</td>
      <td className={`${CELL} text-right`}>
        <ScoreDifference difference={line.difference} />
      </td>
    </tr>
  );
}

/** Two scores line by line: each group's factors and total, then the CRS score, differences marked. */
export function ComparisonTable({ a, b }: { a: CrsScoreDto; b: CrsScoreDto }) {
  const { t } = useTranslation();
  const { groups, grandTotal } = compareScores(a, b);
  return (
    <TableFrame caption={t('results.compare.caption')} testId="compare-table" foldsOnPhone>
      <TableHead
        columns={[
          t('results.compare.factor'),
          { label: 'A', isEnd: true },
          { label: 'B', isEnd: true },
          { label: t('results.compare.difference'), isEnd: true },
        ]}
      />
      <TableBody>
        {groups.map((group) => (
          <Fragment key={group.key}>
            <tr className="bg-slate-50">
              <th scope="colgroup" colSpan={4} className={`${CELL} text-left font-semibold text-brand-800`}>
                {t(`crs.result.cards.${group.key}`)}
              </th>
            </tr>
            {group.lines.map((line) => (
              <Row key={line.factor} line={line} label={t(`crs.factors.${line.factor}`)} />
            ))}
            <Row
              line={group.total}
              label={
                <>
                  {t('crs.result.total')}
                  <span className="sr-only">: {t(`crs.result.cards.${group.key}`)}</span>
                </>
              }
              isTotal
            />
          </Fragment>
        ))}
        <Row line={grandTotal} label={t('results.compare.grandTotal')} isTotal isGrandTotal />
      </TableBody>
    </TableFrame>
  );
}
