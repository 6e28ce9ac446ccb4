import type { SyncJobStatus } from '@maplebridge/contracts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { Badge, type BadgeTone } from '#shared/ui/badge.tsx';

/** Whether the import is on, running now, or retrying after failures. */
export function SyncStateBadge({ status }: { status: SyncJobStatus }) {
  const { t } = useTranslation();
  const [tone, key]: [BadgeTone, string] = !status.isEnabled
    ? ['neutral', 'off']
    : status.isRunning
      ? ['brand', 'running']
      : status.failures > 0
        ? ['warn', 'retrying']
        : ['good', 'on'];
  return (
    <Badge tone={tone} testId="sync-state">
      {t(`admin-ops.sync.state.${key}`)}
    </Badge>
  );
}
