import type { ReactNode } from 'react';

/**
 * A list's filters (search box, selects) side by side above it, one under the other on a phone. A
 * form, so that Enter in the search box does not reload the page; the list follows each field as it
 * changes. Named by `label` when the page has more than one form.
 */
export function FilterBar({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <search className="mb-4 block">
      <form
        onSubmit={(event) => event.preventDefault()}
        aria-label={label}
        className="grid gap-4 sm:grid-cols-[repeat(auto-fill,minmax(14rem,1fr))]"
      >
        {children}
      </form>
    </search>
  );
}
