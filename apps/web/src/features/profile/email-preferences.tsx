import type { Language, EmailPreferences as Preferences } from '@maplebridge/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { useSessionStore } from '#shared/stores/session.store.ts';
import { Button } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/card.tsx';
import { CheckboxField } from '#shared/ui/checkbox-field.tsx';
import { QueryState } from '#shared/ui/query-state.tsx';
import { SectionTitle } from '#shared/ui/section-header.tsx';
import { toastFailure, toastSuccess } from '#shared/ui/toast.ts';
import { profileApi } from './profile.api.ts';

const QUERY_KEY = ['email-preferences'];

/**
 * The member's e-mail opt-ins (issue 22), off until turned on: each box saves when ticked, and the
 * mails come in the language the page showed then. Read from the server each time, since a mail's
 * unsubscribe link changes them without the app.
 */
export function EmailPreferences() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const isEmailVerified = useSessionStore((state) => state.user?.isEmailVerified ?? true);
  const pageLanguage: Language = i18n.language === 'en' ? 'en' : 'vi';
  const preferences = useQuery({
    queryKey: QUERY_KEY,
    queryFn: async () => (await profileApi.emailPreferences()).data,
  });
  const save = useMutation({
    mutationFn: async (wanted: Preferences) => (await profileApi.saveEmailPreferences(wanted)).data,
    // The box shows the choice at once; a failure puts it back.
    onMutate: async (wanted) => {
      await queryClient.cancelQueries({ queryKey: QUERY_KEY });
      const before = queryClient.getQueryData<Preferences>(QUERY_KEY);
      queryClient.setQueryData(QUERY_KEY, wanted);
      return { before };
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(QUERY_KEY, saved);
      toastSuccess(t('profile.emails.saved'));
    },
    onError: (error, _wanted, context) => {
      queryClient.setQueryData(QUERY_KEY, context?.before);
      toastFailure(t, t('profile.emails.saveFailed'), error);
    },
  });
  // The box ticked shows at once, in the same render as the click: the cache's copy (onMutate) only
  // arrives a moment later, and until then React would put a controlled box back as it was. Kept
  // until the cache changes (the save's answer, a failure putting it back, a new read).
  const [chosen, setChosen] = useState<{ value: Preferences; readAt: number } | null>(null);
  const current = chosen && chosen.readAt === preferences.dataUpdatedAt ? chosen.value : preferences.data;
  const change = (changes: Partial<Preferences>) => {
    if (!current) return;
    const wanted = { ...current, ...changes, language: pageLanguage };
    setChosen({ value: wanted, readAt: preferences.dataUpdatedAt });
    save.mutate(wanted);
  };
  const languageName = (language: Language) => t(`profile.emails.languages.${language}`);

  return (
    <Card as="section" padding="lg" aria-labelledby="email-preferences" className="mt-6">
      <SectionTitle
        level={2}
        id="email-preferences"
        title={t('profile.emails.title')}
        intro={t('profile.emails.intro')}
      />
      <div className="mt-4">
        <QueryState query={preferences} isEmpty={false} emptyText="">
          {current && (
            <>
              <fieldset disabled={save.isPending} className="flex flex-col gap-4">
                <legend className="sr-only">{t('profile.emails.title')}</legend>
                <CheckboxField
                  label={t('profile.emails.roundAlerts')}
                  hint={t('profile.emails.roundAlertsHint')}
                  checked={current.emailRoundAlerts}
                  onChange={(event) => change({ emailRoundAlerts: event.target.checked })}
                />
                <CheckboxField
                  label={t('profile.emails.newsDigest')}
                  hint={t('profile.emails.newsDigestHint')}
                  checked={current.emailNewsDigest}
                  onChange={(event) => change({ emailNewsDigest: event.target.checked })}
                />
              </fieldset>
              <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-600">
                <p data-testid="email-language">
                  {t('profile.emails.language', { language: languageName(current.language) })}
                </p>
                {current.language !== pageLanguage && (
                  <Button variant="secondary" size="sm" isPending={save.isPending} onClick={() => change({})}>
                    {t('profile.emails.useLanguage', { language: languageName(pageLanguage) })}
                  </Button>
                )}
              </div>
              {!isEmailVerified && (
                <p className="mt-3 text-sm text-amber-800">{t('profile.emails.unverified')}</p>
              )}
            </>
          )}
        </QueryState>
      </div>
    </Card>
  );
}
