import type { SyncJobStatus } from '@maplebridge/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { formatDateTime } from '#shared/lib/format-date.ts';
import { Badge } from '#shared/ui/badge.tsx';

function Detail({ term, children, isWide = false }: { term: string; children: ReactNode; isWide?: boolean }) {
  return (
    <div className={isWide ? 'sm:col-span-2 lg:col-span-3' : undefined}>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{term}</dt>
      <dd className="mt-0.5 text-slate-900">{children}</dd>
    </div>
  );
}

/** An enabled import's last run (when, how it ended, what it added), its next, and its feeds. */
export function SyncDetails({ status }: { status: SyncJobStatus }) {
  const { t, i18n } = useTranslation();
  const { job, lastRun } = status;
  const added = (count: number) =>
    count === 0 ? t('admin-ops.sync.nothingNew') : t(`admin-ops.sync.${job}.added`, { count });
  const isDue = status.nextRunAt !== null && Date.parse(status.nextRunAt) <= Date.now();
  return (
    <dl
      className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3"
      data-testid="sync-details"
    >
      <Detail term={t('admin-ops.sync.lastRun')}>
        {lastRun ? (
          <time dateTime={lastRun.finishedAt}>{formatDateTime(lastRun.finishedAt, i18n.language)}</time>
        ) : (
          t('admin-ops.sync.never')
        )}
      </Detail>
      <Detail term={t('admin-ops.sync.result')}>
        {lastRun ? (
          <span data-testid="sync-result">
            <Badge tone={lastRun.outcome === 'ok' ? 'good' : 'bad'}>
              {t(`admin-ops.sync.outcome.${lastRun.outcome}`)}
            </Badge>{' '}
            {lastRun.outcome === 'ok'
              ? added(lastRun.added)
              : [t(`admin-ops.sync.reasons.${lastRun.reason}`), lastRun.added > 0 && added(lastRun.added)]
                  .filter(Boolean)
                  .join(' ')}
            {lastRun.detail && (
              <span className="mt-1 block font-mono text-xs break-words text-slate-600">
                {lastRun.detail}
              </span>
            )}
          </span>
        ) : (
          '—'
        )}
      </Detail>
      <Detail term={t('admin-ops.sync.nextRun')}>
        {status.isRunning ? (
          t('admin-ops.sync.runningNow')
        ) : isDue || status.nextRunAt === null ? (
          t('admin-ops.sync.dueNow')
        ) : (
          <time dateTime={status.nextRunAt}>{formatDateTime(status.nextRunAt, i18n.language)}</time>
        )}
        {status.failures > 0 && (
          <span className="mt-1 block text-xs text-amber-900">
            {t('admin-ops.sync.failures', { count: status.failures })}
          </span>
        )}
      </Detail>
      <Detail term={t('admin-ops.sync.sources', { count: status.sources.length })} isWide>
        <ul className="space-y-0.5">
          {status.sources.map((url) => (
            <li key={url} className="font-mono text-xs break-all text-slate-700">
              {url}
            </li>
          ))}
        </ul>
      </Detail>
    </dl>
  );
}
