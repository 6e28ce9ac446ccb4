import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { errorMessage } from '#shared/lib/error-message.ts';
import { Pager } from './pager.tsx';
import { Skeleton } from './skeleton.tsx';

/** What QueryState reads of a TanStack query. */
interface QueryLike {
  isPending: boolean;
  error: unknown;
  data?: unknown;
  refetch(): unknown;
}

interface QueryStateProps {
  query: QueryLike;
  isEmpty: boolean;
  emptyText: string;
  children: ReactNode;
  /** For a paged list: the pager under it. */
  pager?: ComponentProps<typeof Pager>;
}

/**
 * A list's loading, failure (with "try again") and empty states, or the list itself. A list already
 * shown stays when a later refetch fails.
 */
export function QueryState({ query, isEmpty, emptyText, children, pager }: QueryStateProps) {
  const { t } = useTranslation();
  const { isPending, error } = query;
  if (isPending)
    return (
      <div aria-busy="true">
        <Skeleton shape="rows" count={5} />
      </div>
    );
  if (error && query.data === undefined)
    return (
      <div role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-red-800" data-testid="load-error">
        <p className="font-semibold">{t('ui.list.loadFailed')}</p>
        <p className="text-sm">{errorMessage(t, error)}</p>
        <button
          type="button"
          onClick={() => void query.refetch()}
          className="mt-2 rounded-full px-4 py-1.5 text-sm font-semibold text-red-800 ring-1 ring-red-300 hover:bg-red-100"
        >
          {t('ui.list.retry')}
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
  return (
    <>
      {children}
      {pager && <Pager {...pager} />}
    </>
  );
}
