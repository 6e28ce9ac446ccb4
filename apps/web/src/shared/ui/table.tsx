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
