import { useMutation } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '#shared/api/api-error.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { errorMessage } from '#shared/lib/error-message.ts';
import { ButtonLink } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/card.tsx';
import { PageHeader } from '#shared/ui/page-header.tsx';
import { profileApi } from './profile.api.ts';

/** No token, or one the server did not sign: the page says what to do instead. */
const isBadLink = (error: unknown) =>
  !error || (error instanceof ApiError && error.code === 'mail.invalidUnsubscribeLink');

/**
 * Where a mail's unsubscribe link leads (issue 22), without sign-in: opening it unsubscribes, one
 * click from the mail. The server's GET never does (mail scanners open links without running pages),
 * so the page asks by POST as it opens, and says which e-mails stopped.
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { mutate, data, error } = useMutation({
    mutationFn: async (link: string) => (await profileApi.unsubscribe(link)).data,
  });
  // Decided once the page runs: the prerendered page shows it working, never a missing link.
  const [isMissing, setMissing] = useState(false);
  useEffect(() => {
    if (token) mutate(token);
    else setMissing(true);
  }, [token, mutate]);

  const isWorking = !data && !error && !isMissing;
  return (
    <section className="mx-auto max-w-xl py-8">
      <PageHeader title={t('profile.unsubscribe.title')} />
      <Card padding="lg" className="mt-6" aria-busy={isWorking} data-testid="unsubscribe">
        <div role="status" className="flex gap-3">
          {isWorking && (
            <>
              <LoaderCircle
                aria-hidden="true"
                className="mt-0.5 h-5 w-5 shrink-0 animate-spin text-brand-700"
              />
              <p>{t('profile.unsubscribe.working')}</p>
            </>
          )}
          {data && (
            <>
              <CircleCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" />
              <div className="space-y-2">
                <p className="font-semibold text-slate-900">{t(`profile.unsubscribe.done.${data.list}`)}</p>
                <p className="text-slate-700">{t('profile.unsubscribe.changeMind')}</p>
              </div>
            </>
          )}
          {(error || isMissing) && (
            <>
              <CircleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-red-700" />
              <p className="text-red-800">
                {isBadLink(error) ? t('profile.unsubscribe.invalid') : errorMessage(t, error)}
              </p>
            </>
          )}
        </div>
        {!isWorking && (
          <ButtonLink to="/user-profile" variant="secondary" className="mt-6">
            {t('profile.unsubscribe.manage')}
          </ButtonLink>
        )}
      </Card>
    </section>
  );
}
