import { useTranslation } from '#shared/i18n/use-translation.ts';
import { toastError, toastSuccess } from '#shared/ui/toast.ts';

/** A shared result's address on this site. */
export const sharedResultUrl = (shareToken: string) =>
  new URL(`/crs-tool/shared/${shareToken}`, window.location.origin).href;

/**
 * Sends a link in one tap: the system share sheet where there is one (phones), else the clipboard,
 * with a toast that says so. Closing the share sheet is not a failure.
 */
export function useSendLink() {
  const { t } = useTranslation();
  return async (url: string, text: string) => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ text, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        // Refused (no user gesture left, say): the clipboard still works.
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toastSuccess(t('results.share.copied'), t('results.share.privacy'));
    } catch {
      toastError(t('results.share.copyFailed'), url);
    }
  };
}
