import type { SyncJobName } from '@maplebridge/contracts';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { Button } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/card.tsx';
import { SectionTitle } from '#shared/ui/section-header.tsx';
import { Skeleton } from '#shared/ui/skeleton.tsx';
import { toastError, toastFailure, toastSuccess } from '#shared/ui/toast.ts';
import { syncStatusQueryOptions, useRunSync } from './sync.queries.ts';
import { SyncDetails } from './sync-details.tsx';
import { SyncStateBadge } from './sync-state-badge.tsx';

interface SyncPanelProps {
  job: SyncJobName;
  /** The query of the list the import adds to, asked for again after a run. */
  refreshes: QueryKey;
  /** Its place on the page (a margin). */
  className?: string;
}

/**
 * A scheduled import on the page of what it imports: whether it is on, its last run and result, the
 * next, its feeds, and "run now".
 */
export function SyncPanel({ job, refreshes, className = '' }: SyncPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const statuses = useQuery(syncStatusQueryOptions());
  const status = statuses.data?.find((each) => each.job === job);
  const runSync = useRunSync(job, refreshes);

  const runNow = async () => {
    try {
      const { hasRun, job: after } = await runSync.mutateAsync();
      const lastRun = after.lastRun;
      if (!hasRun) toastSuccess(t('admin-ops.sync.alreadyRunning'));
      else if (lastRun?.outcome === 'ok')
        toastSuccess(
          t('admin-ops.sync.done'),
          lastRun.added === 0
            ? t('admin-ops.sync.nothingNew')
            : t(`admin-ops.sync.${job}.added`, { count: lastRun.added }),
        );
      else if (lastRun) toastError(t('admin-ops.sync.failed'), t(`admin-ops.sync.reasons.${lastRun.reason}`));
    } catch (error) {
      toastFailure(t, t('admin-ops.sync.failed'), error);
    }
  };

  const intro = !status
    ? undefined
    : status.isEnabled
      ? t(`admin-ops.sync.${job}.intro`, { count: Math.round(status.intervalSeconds / 60) })
      : t(`admin-ops.sync.${job}.off`);

  return (
    <Card
      as="section"
      aria-labelledby={titleId}
      aria-busy={statuses.isPending || runSync.isPending}
      data-testid={`sync-${job}`}
      className={className}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <SectionTitle level={2} id={titleId} title={t(`admin-ops.sync.${job}.title`)} intro={intro} />
        {status && (
          <div className="flex flex-wrap items-center gap-3">
            <SyncStateBadge status={status} />
            {status.isEnabled && (
              <Button
                variant="secondary"
                size="sm"
                isPending={runSync.isPending}
                onClick={runNow}
                data-testid="sync-run"
              >
                {!runSync.isPending && <RefreshCw aria-hidden="true" className="h-4 w-4" />}
                {t('admin-ops.sync.runNow')}
              </Button>
            )}
          </div>
        )}
      </div>
      {statuses.isPending ? (
        <Skeleton shape="lines" count={2} />
      ) : !status ? (
        <p className="mt-3 text-sm text-red-800" data-testid="sync-load-error">
          {t('admin-ops.sync.loadFailed')}{' '}
          <Button variant="ghost" size="sm" onClick={() => void statuses.refetch()}>
            {t('admin-ops.sync.reload')}
          </Button>
        </p>
      ) : (
        status.isEnabled && <SyncDetails status={status} />
      )}
    </Card>
  );
}
