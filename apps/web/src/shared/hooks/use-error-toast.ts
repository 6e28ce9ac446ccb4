import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { errorMessage } from '#shared/lib/error-message.ts';

/** Shows a load error once as a toast: a title, and what went wrong in the reader's language. */
export function useErrorToast(error: unknown, titleKey: string) {
  const { t } = useTranslation();
  useEffect(() => {
    if (error) toast.error(t(titleKey), { description: errorMessage(t, error) });
  }, [error, titleKey, t]);
}
