import type { SavedCrsResult } from '@maplebridge/contracts';
import { Share2 } from 'lucide-react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { formatNumber } from '#shared/lib/format-number.ts';
import { Button } from '#shared/ui/button.tsx';
import { toastFailure } from '#shared/ui/toast.ts';
import { useShareResult } from './crs.queries.ts';
import { sharedResultUrl, useSendLink } from './use-send-link.ts';

/** "Share": makes the result's link (or reuses it) and sends it, in one tap. */
export function ShareResultButton({
  saved,
  score,
}: {
  saved: Pick<SavedCrsResult, 'id' | 'shareToken'>;
  score: number;
}) {
  const { t, i18n } = useTranslation();
  const share = useShareResult();
  const sendLink = useSendLink();

  const handleShare = async () => {
    let token = saved.shareToken;
    if (!token) {
      try {
        token = await share.mutateAsync(saved.id);
      } catch (error) {
        return toastFailure(t, t('results.share.failed'), error);
      }
    }
    await sendLink(
      sharedResultUrl(token),
      t('results.share.text', { score: formatNumber(score, i18n.language) }),
    );
  };

  return (
    <Button variant="secondary" onClick={handleShare} isPending={share.isPending} data-testid="share-result">
      <Share2 aria-hidden="true" className="h-4 w-4" />
      {t('results.share.button')}
    </Button>
  );
}
