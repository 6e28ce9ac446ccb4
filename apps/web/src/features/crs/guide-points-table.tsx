import type { ReactNode } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { formatNumber } from '#shared/lib/format-number.ts';
import { TableFrame, TableHead, TD } from '#shared/ui/table.tsx';

const PHONE_FIT = 'max-sm:[&_td]:px-2.5 max-sm:[&_th]:px-2.5';
/** The row headers' share of a phone's width, by the number of points columns beside them. */
const PHONE_LABEL_WIDTH: Record<number, string> = { 2: 'max-sm:w-[45%]', 3: 'max-sm:w-[40%]' };

/** One row of a points table: what it is for, then its points, one per column after the first. */
export type PointsRow = readonly [label: string, ...points: number[]];

/**
 * A titled table of the guide: a row header, then points in the reader's number format. It fits a
 * phone without scrolling; the headings wrap there (`foldsOnPhone`).
 */
export function PointsTable({
  title,
  head,
  rows,
  level = 2,
  note,
}: {
  title: string;
  head: readonly string[];
  rows: readonly PointsRow[];
  /** The heading's level: 2 for a table of its own, 4 for one of a group under a level-3 heading. */
  level?: 2 | 4;
  note?: ReactNode;
}) {
  const { i18n } = useTranslation();
  const Heading = level === 2 ? 'h2' : 'h4';
  return (
    <section className="space-y-3" data-testid="guide-table">
      <Heading
        className={level === 2 ? 'text-xl font-bold text-slate-900' : 'text-lg font-semibold text-slate-900'}
      >
        {title}
      </Heading>
      {note && <p className="text-slate-700">{note}</p>}
      {/* On a phone the cells pad less and the row headers keep a good part of the width, so that
          neither they nor the points' headings end up a word a line. */}
      <div className={PHONE_FIT}>
        <TableFrame caption={title} foldsOnPhone>
          <TableHead columns={head.map((label, index) => (index > 0 ? { label, isEnd: true } : label))} />
          <tbody>
            {rows.map(([label, ...points]) => (
              <tr key={label} className="border-t border-slate-100">
                <th
                  scope="row"
                  className={`${TD} font-normal text-slate-700 first-letter:uppercase ${PHONE_LABEL_WIDTH[head.length - 1] ?? ''}`}
                >
                  {label}
                </th>
                {points.map((value, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed by the header.
                  <td key={index} className={`${TD} text-right font-medium tabular-nums`}>
                    {formatNumber(value, i18n.language)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </TableFrame>
      </div>
    </section>
  );
}
