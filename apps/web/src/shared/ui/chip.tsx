import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconButton } from './button.tsx';

/** A context that applies until removed: its words in a pill, and × (named by `dismissLabel`) to drop it. */
export function Chip({
  children,
  dismissLabel,
  onDismiss,
  testId,
}: {
  children: ReactNode;
  dismissLabel: string;
  onDismiss(): void;
  testId?: string;
}) {
  return (
    <p
      data-testid={testId}
      className="inline-flex max-w-full items-center gap-1 self-start rounded-full bg-brand-50 py-0.5 pr-0.5 pl-3 text-sm font-medium text-brand-800 ring-1 ring-brand-100 ring-inset"
    >
      <span className="min-w-0">{children}</span>
      <IconButton label={dismissLabel} icon={X} onClick={onDismiss} />
    </p>
  );
}
