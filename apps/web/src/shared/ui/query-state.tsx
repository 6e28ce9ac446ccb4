import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { errorMessage } from '#shared/lib/error-message.ts';
import { Button } from './button.tsx';
import { Pager } from './pager.tsx';
import { Skeleton } from './skeleton.tsx';

/** What QueryState reads of a TanStack query. */
interface QueryLike {
  isPending: boolean;
  /** A list already shown is being asked for again: it says it is busy. */
  isFetching?: boolean;
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
  /** Busy on top of the query's own fetch (a reorder being saved, say). */
  isBusy?: boolean;
  /** The test id of the region around the list and its states. */
  testId?: string;
}

/**
 * A list's loading, failure (with "try again") and empty states, or the list itself. A list already
 * shown stays when a later refetch fails.
 */
export function QueryState({
  query,
  isEmpty,
  emptyText,
  children,
  pager,
  isBusy = false,
  testId,
}: QueryStateProps) {
  return (
    <div aria-busy={query.isPending || query.isFetching || isBusy} data-testid={testId}>
      <QueryContent query={query} isEmpty={isEmpty} emptyText={emptyText} pager={pager}>
        {children}
      </QueryContent>
    </div>
  );
}

function QueryContent({ query, isEmpty, emptyText, children, pager }: QueryStateProps) {
  const { t } = useTranslation();
  const { isPending, error } = query;
  if (isPending) return <Skeleton shape="rows" count={5} />;
  if (error && query.data === undefined)
    return (
      <div role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-red-800" data-testid="load-error">
        <p className="font-semibold">{t('ui.list.loadFailed')}</p>
        <p className="mb-2 text-sm">{errorMessage(t, error)}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('ui.list.retry')}
        </Button>
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
