import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways on a phone instead of squeezing; the scroll box can take focus so
 * keyboard users can scroll it too. The caption names the table for screen readers.
 */
export function TableFrame({
  caption,
  children,
  testId,
}: {
  caption: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200"
    >
      <table className="w-full min-w-[40rem] text-left text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </section>
  );
}

export const TH = 'px-4 py-2.5 font-semibold whitespace-nowrap';
export const TD = 'px-4 py-3 align-top';
