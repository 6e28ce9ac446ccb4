import type { ReactNode } from 'react';

/** A console section's title, what it is for, and its main action on the right. */
export function SectionHeader({
  title,
  intro,
  action,
}: {
  title: string;
  intro: string;
  action?: ReactNode;
}) {
  return (
    <header className="mb-6 flex flex-wrap items-start justify-between gap-4">
      <div className="max-w-2xl space-y-1">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <p className="text-slate-600">{intro}</p>
      </div>
      {action}
    </header>
  );
}
