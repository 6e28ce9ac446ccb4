import type { LucideIcon } from 'lucide-react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';

/** A row's buttons, at the end of the row. */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className="flex shrink-0 justify-end gap-2">{children}</div>;
}

const TONES = { neutral: 'text-slate-700', danger: 'text-red-700' } as const;

type RowActionProps = {
  /** What it does to which row ("Xoá “Tiêu đề”"): its accessible name. */
  label: string;
  /** The short word shown on hover ("Xoá"). */
  title: string;
  icon: LucideIcon;
  /** `danger` for what takes the row away. */
  tone?: keyof typeof TONES;
} & (
  | ({ to?: undefined } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'title' | 'children'>)
  /** With `to`, a link to the row's own page (its editor). */
  | Omit<LinkProps, 'title' | 'children'>
);

/** An outlined round icon button (or link) acting on one row of a list. */
export function RowAction({ label, title, icon: Icon, tone = 'neutral', ...rest }: RowActionProps) {
  const common = {
    'aria-label': label,
    title,
    className: `inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full ring-1 ring-slate-300 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 ${TONES[tone]}`,
    children: <Icon aria-hidden="true" className="h-4 w-4" />,
  };
  if (rest.to !== undefined) return <Link {...rest} {...common} />;
  return <button type="button" {...rest} {...common} />;
}
