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
        className={`w-full text-left text-sm ${foldsOnPhone ? '' : 'min-w-[40rem]'}`}
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

/**
 * A column heading: its words; `isEnd` for numbers, which line up on the right; `isHidden` for a
 * column whose cells say what they are (actions), named for screen readers only.
 */
export type Column = string | { label: string; isEnd?: boolean; isHidden?: boolean };

/** The header row of a TableFrame, one `th` per column. */
export function TableHead({ columns }: { columns: readonly Column[] }) {
  return (
    <thead className="bg-slate-50 text-slate-700">
      <tr>
        {columns.map((column) => {
          const {
            label,
            isEnd = false,
            isHidden = false,
          } = typeof column === 'string' ? { label: column } : column;
          return (
            <th key={label} scope="col" className={isEnd ? `${TH} text-right` : TH}>
              {isHidden ? <span className="sr-only">{label}</span> : label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
