import type { SavedCrsResult } from '@maplebridge/contracts';
import { Link2, Link2Off } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { Badge } from '#shared/ui/badge.tsx';
import { Button } from '#shared/ui/button.tsx';
import { ConfirmDialog } from '#shared/ui/confirm-dialog.tsx';
import { TextField } from '#shared/ui/text-field.tsx';
import { toastSuccess } from '#shared/ui/toast.ts';
import { useStopSharing } from './crs.queries.ts';
import { sharedResultUrl } from './use-send-link.ts';

/** A shared result's link, what it shows, and "Stop sharing" (after a confirmation: the link dies). */
export function SharedLinkPanel({ saved }: { saved: Pick<SavedCrsResult, 'id' | 'shareToken'> }) {
  const { t } = useTranslation();
  const stopSharing = useStopSharing();
  const [isConfirming, setConfirming] = useState(false);
  if (!saved.shareToken) return null;
  return (
    <section
      aria-label={t('results.share.isShared')}
      className="space-y-3 rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-100 print:hidden"
      data-testid="shared-link"
    >
      <Badge tone="brand">
        <Link2 aria-hidden="true" className="h-3.5 w-3.5" />
        {t('results.share.isShared')}
      </Badge>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <TextField
            label={t('results.share.linkLabel')}
            value={sharedResultUrl(saved.shareToken)}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            data-testid="shared-link-url"
          />
        </div>
        <Button variant="secondary" onClick={() => setConfirming(true)} data-testid="stop-sharing">
          <Link2Off aria-hidden="true" className="h-4 w-4" />
          {t('results.share.stop')}
        </Button>
      </div>
      <p className="text-sm text-slate-700">{t('results.share.privacy')}</p>
      {isConfirming && (
        <ConfirmDialog
          title={t('results.share.stopTitle')}
          confirmLabel={t('results.share.stopConfirm')}
          isDestructive
          testId="stop-sharing"
          onConfirm={async () => {
            await stopSharing.mutateAsync(saved.id);
            toastSuccess(t('results.share.stopped'));
          }}
          onClose={() => setConfirming(false)}
        >
          {t('results.share.stopMessage')}
        </ConfirmDialog>
      )}
    </section>
  );
}
