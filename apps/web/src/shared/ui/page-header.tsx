import type { ReactNode } from 'react';

/**
 * A public page's title and what the page is for; `children` go under them (a note, the main
 * link), `action` to the right on a wide screen.
 */
export function PageHeader({
  title,
  intro,
  action,
  children,
}: {
  title: string;
  intro?: ReactNode;
  action?: ReactNode;
  children?: ReactNode;
}) {
  const text = (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {intro && <p className="text-lg text-slate-700">{intro}</p>}
    </>
  );
  if (!action)
    return (
      <header className="space-y-3">
        {text}
        {children}
      </header>
    );
  return (
    <header className="flex flex-wrap items-start justify-between gap-4">
      <div className="space-y-1">
        {text}
        {children}
      </div>
      {action}
    </header>
  );
}
