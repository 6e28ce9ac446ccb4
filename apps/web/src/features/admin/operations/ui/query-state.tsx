import type { ReactNode } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { errorMessage } from '#shared/lib/error-message.ts';
import { Skeleton } from '#shared/ui/skeleton.tsx';

interface QueryStateProps {
  isPending: boolean;
  error: unknown;
  isEmpty: boolean;
  emptyText: string;
  onRetry(): void;
  children: ReactNode;
}

/** A list's loading, failure (with "try again") and empty states, or the list itself. */
export function QueryState({ isPending, error, isEmpty, emptyText, onRetry, children }: QueryStateProps) {
  const { t } = useTranslation();
  if (isPending)
    return (
      <div aria-busy="true">
        <Skeleton shape="rows" count={5} />
      </div>
    );
  if (error)
    return (
      <div role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-red-800" data-testid="load-error">
        <p className="font-semibold">{t('admin-ops.common.loadFailed')}</p>
        <p className="text-sm">{errorMessage(t, error)}</p>
        <button
          type="button"
          onClick={onRetry}
          className="mt-2 rounded-full px-4 py-1.5 text-sm font-semibold text-red-800 ring-1 ring-red-300 hover:bg-red-100"
        >
          {t('admin-ops.common.retry')}
        </button>
      </div>
    );
  if (isEmpty)
    return (
      <p
        className="rounded-xl bg-white px-4 py-8 text-center text-slate-600 ring-1 ring-slate-200"
        data-testid="empty"
      >
        {emptyText}
      </p>
    );
  return <>{children}</>;
}
