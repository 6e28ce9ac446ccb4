import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways on a phone instead of squeezing (unless its columns fold on a phone
 * by themselves: `foldsOnPhone`); the scroll box can take focus so keyboard users can scroll it too.
 * The caption names the table for screen readers.
 */
export function TableFrame({
  caption,
  children,
  testId,
  foldsOnPhone = false,
}: {
  caption: string;
  children: ReactNode;
  testId?: string;
  foldsOnPhone?: boolean;
}) {
  return (
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200"
    >
      <table
        // A folding table fits the phone: its headings wrap there, or long ones would squeeze the
        // other columns to a word a line.
        className={`w-full text-left text-sm ${foldsOnPhone ? 'max-sm:[&_th]:whitespace-normal' : 'min-w-[40rem]'}`}
        data-testid={testId}
      >
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </section>
  );
}

export const TH = 'px-4 py-2.5 font-semibold whitespace-nowrap';
export const TD = 'px-4 py-3 align-top';

export type SortDirection = 'ascending' | 'descending';

/** A column the list can be sorted by: the way it is sorted now (none when by another), and the change. */
export interface ColumnSort {
  direction: SortDirection | 'none';
  /** Pressed: the list sorts by this column, the other way when it already does. */
  onSort(): void;
}

/**
 * A column heading: its words; `isEnd` for numbers, which line up on the right; `isHidden` for a
 * column whose cells say what they are (actions), named for screen readers only; `isHiddenOnPhone`
 * for a column whose cells fold into another on a phone; `sort` for a column that sorts the list.
 */
export interface ColumnOptions {
  label: string;
  isEnd?: boolean;
  isHidden?: boolean;
  isHiddenOnPhone?: boolean;
  sort?: ColumnSort;
}
export type Column = string | ColumnOptions;

/** The classes a column's heading and cells share: where they line up, whether a phone shows them. */
export function columnClassName({ isEnd = false, isHiddenOnPhone = false }: ColumnOptions): string {
  return `${isEnd ? 'text-right tabular-nums' : ''} ${isHiddenOnPhone ? 'hidden md:table-cell' : ''}`;
}

const SORT_ICONS = { ascending: ArrowUp, descending: ArrowDown, none: ArrowUpDown } as const;

/**
 * A heading that sorts: a button inside the `th`, so it is reached with Tab and pressed with Enter or
 * Space; the `th` says the order with `aria-sort`, which screen readers announce with the heading.
 */
function SortButton({ label, sort }: { label: string; sort: ColumnSort }) {
  const Icon = SORT_ICONS[sort.direction];
  return (
    <button
      type="button"
      onClick={sort.onSort}
      className="-mx-2 inline-flex items-center gap-1 rounded-md px-2 py-1 font-semibold hover:bg-slate-200/60 hover:text-slate-900"
    >
      {label}
      <Icon
        aria-hidden="true"
        className={`h-3.5 w-3.5 ${sort.direction === 'none' ? 'text-slate-500' : 'text-brand-700'}`}
      />
    </button>
  );
}

/** The header row of a TableFrame, one `th` per column. */
export function TableHead({ columns }: { columns: readonly Column[] }) {
  return (
    <thead className="bg-slate-50 text-slate-700">
      <tr>
        {columns.map((column) => {
          const options = typeof column === 'string' ? { label: column } : column;
          const { label, isHidden = false, sort } = options;
          return (
            <th
              key={label}
              scope="col"
              className={`${TH} ${columnClassName(options)}`}
              aria-sort={sort?.direction}
            >
              {isHidden ? (
                <span className="sr-only">{label}</span>
              ) : sort ? (
                <SortButton label={label} sort={sort} />
              ) : (
                label
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

/** The rows of a TableFrame, a thin line between them. */
export function TableBody({ children }: { children: ReactNode }) {
  return <tbody className="divide-y divide-slate-100">{children}</tbody>;
}
