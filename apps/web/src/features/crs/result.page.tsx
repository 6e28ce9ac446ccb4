import { toSubmission } from '@maplebridge/crs';
import { Pencil, Send, Share2 } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Navigate } from 'react-router';
import { ApiError } from '#shared/api/api-error.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { errorMessage } from '#shared/lib/error-message.ts';
import { formatDate } from '#shared/lib/format-date.ts';
import { useSessionStore } from '#shared/stores/session.store.ts';
import { Button, ButtonLink } from '#shared/ui/button.tsx';
import { PageHeader } from '#shared/ui/page-header.tsx';
import { toastError, toastSuccess } from '#shared/ui/toast.ts';
import { Tooltip } from '#shared/ui/tooltip.tsx';
import { AskAboutResultLink } from './ask-about-result-link.tsx';
import { crsApi } from './crs.api.ts';
import { useCrsToolStore } from './crs-tool.store.ts';
import { InvitationSections, VerdictBadge } from './invitation.tsx';
import { LazyOfflineResultNote, LazyOfflineResultSync, toastSaveLater } from './lazy-offline-result.ts';
import { ResultCards } from './result-cards.tsx';
import { Advice, AnswerDetails, PrintButton } from './result-details.tsx';
import { ResultNotices } from './result-notices.tsx';
import { ScoreSummary } from './score-summary.tsx';

/** `/crs-tool/result`: the quiz just taken (spec section 2), with advice and recent rounds. */
export function ResultPage() {
  const { t, i18n } = useTranslation();
  const result = useCrsToolStore((state) => state.result);
  const answers = useCrsToolStore((state) => state.answers);
  const work = useCrsToolStore((state) => state.work);
  const savedId = useCrsToolStore((state) => state.savedId);
  const isOffline = useCrsToolStore((state) => state.isOffline);
  const isSavePending = useCrsToolStore((state) => state.isSavePending);
  // An action never changes: read once, not subscribed to.
  const { markSaved, setSavePending } = useCrsToolStore.getState();
  const user = useSessionStore((state) => state.user);
  const [isSaving, setSaving] = useState(false);
  if (!result) return <Navigate to="/crs-tool/quiz" replace />;
  const saveLabelKey = savedId
    ? 'crs.result.saved'
    : isSavePending
      ? 'crs.result.saveWhenOnline'
      : 'crs.result.save';

  const save = async () => {
    if (!user) {
      toastError(t('crs.toast.unauthorized'), t('crs.toast.loginToSave'));
      return;
    }
    // Offline, the save waits for the connection (LazyOfflineResultSync), and says so.
    if (!navigator.onLine) {
      setSavePending(true);
      toastSaveLater(t);
      return;
    }
    setSaving(true);
    try {
      markSaved((await crsApi.save(toSubmission(answers), work)).data);
      toastSuccess(t('crs.toast.saved'), t('crs.toast.savedDescription'));
    } catch (error) {
      // The spec logs a failed save; a person deserves to know it did not happen.
      toastError(
        t('crs.toast.saveFailed'),
        error instanceof ApiError && error.status === 401
          ? t('crs.toast.loginToSave')
          : errorMessage(t, error),
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <div
      className="mx-auto max-w-6xl space-y-8 py-6 sm:py-10 print:space-y-3 print:py-0"
      data-testid="crs-result"
    >
      {(isOffline || isSavePending) && (
        <Suspense fallback={null}>
          <LazyOfflineResultSync />
        </Suspense>
      )}
      <PageHeader
        title={t('crs.result.title')}
        intro={user?.fullName}
        action={
          <div className="flex flex-wrap gap-3 print:hidden">
            <PrintButton />
            <Tooltip text={t(savedId ? 'crs.result.alreadySaved' : 'crs.result.saveHint')}>
              <Button
                data-testid="save-result"
                onClick={save}
                disabled={savedId !== null || isSaving || isSavePending}
              >
                <Send aria-hidden="true" className="h-4 w-4" />
                {t(saveLabelKey)}
              </Button>
            </Tooltip>
            {/* Saved: the spec's edit control becomes a link to the edit page, and the result can be named and shared. */}
            {savedId && (
              <>
                <ButtonLink
                  to={`/crs-tool/result/edit/${savedId}`}
                  variant="secondary"
                  data-testid="edit-saved"
                >
                  <Pencil aria-hidden="true" className="h-4 w-4" />
                  {t('crs.saved.edit')}
                </ButtonLink>
                <ButtonLink to={`/crs-tool/result/${savedId}`} variant="secondary" data-testid="open-saved">
                  <Share2 aria-hidden="true" className="h-4 w-4" />
                  {t('crs.result.openSaved')}
                </ButtonLink>
              </>
            )}
            <ButtonLink to="/crs-tool/quiz" variant="secondary">
              {t('crs.result.newTest')}
            </ButtonLink>
            <AskAboutResultLink answers={toSubmission(answers)} score={result.grandtotal} />
          </div>
        }
      >
        <p className="text-sm text-slate-600">{t(savedId ? 'crs.result.linked' : 'crs.result.unlinked')}</p>
      </PageHeader>

      <ScoreSummary
        score={result}
        details={
          <p className="text-sm text-slate-600">
            <time dateTime={result.submissionDate}>{formatDate(result.submissionDate, i18n.language)}</time>
          </p>
        }
        verdict={
          isOffline ? (
            <Suspense fallback={null}>
              <LazyOfflineResultNote isSavePending={isSavePending} />
            </Suspense>
          ) : (
            <VerdictBadge invitation={result} />
          )
        }
      />

      <ResultNotices />

      <InvitationSections
        invitation={result}
        addWork={{ to: '/crs-tool/quiz', state: { resume: true, openWork: true } }}
      />

      <ResultCards score={result} />

      <Advice result={result} />

      <AnswerDetails answers={answers} />
    </div>
  );
}
