import { fromSubmission } from '@maplebridge/crs';
import { Pencil, PencilLine, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useErrorToast } from '#shared/hooks/use-error-toast.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { formatDate } from '#shared/lib/format-date.ts';
import { formatNumber } from '#shared/lib/format-number.ts';
import { Button, ButtonLink } from '#shared/ui/button.tsx';
import { PageHeader } from '#shared/ui/page-header.tsx';
import { AskAboutResultLink } from './ask-about-result-link.tsx';
import { useSavedResult } from './crs.queries.ts';
import { DeleteResultDialog } from './delete-result-dialog.tsx';
import { InvitationSections, VerdictBadge } from './invitation.tsx';
import { RenameResultDialog } from './rename-result-dialog.tsx';
import { ResultCards } from './result-cards.tsx';
import { Advice, AnswerDetails, PrintButton } from './result-details.tsx';
import { ResultNotices } from './result-notices.tsx';
import { useResultTitle } from './result-title.ts';
import { SavedResultMissing } from './saved-result-missing.tsx';
import { ScoreSummary } from './score-summary.tsx';
import { ShareResultButton } from './share-result-button.tsx';
import { SharedLinkPanel } from './shared-link-panel.tsx';

/**
 * `/crs-tool/result/:crsId`: a saved result, read-only (members), with all the fresh result shows
 * (advice, rounds, eligibility, the answers, Print), and what a member does with it: name, share,
 * edit, delete.
 */
export function SavedResultPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { crsId } = useParams();
  const saved = useSavedResult(crsId);
  const titleOf = useResultTitle();
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  useErrorToast(saved.error, 'crs.saved.loadError');
  if (saved.isPending) return <p className="py-16 text-center text-slate-600">{t('crs.quiz.loading')}</p>;
  if (!saved.data) return <SavedResultMissing />;
  const { result, currentResult } = saved.data;
  const answers = fromSubmission(saved.data.answers);
  const title = titleOf(saved.data);
  return (
    <div
      className="mx-auto max-w-6xl space-y-8 py-6 sm:py-10 print:space-y-3 print:py-0"
      data-testid="saved-result"
    >
      <PageHeader
        title={t('crs.saved.title')}
        intro={<span data-testid="saved-result-name">{title}</span>}
        action={
          <div className="flex flex-wrap gap-3 print:hidden">
            <ButtonLink to={`/crs-tool/result/edit/${saved.data.id}`}>
              <Pencil aria-hidden="true" className="h-4 w-4" />
              {t('crs.saved.edit')}
            </ButtonLink>
            <ShareResultButton saved={saved.data} score={result.grandtotal} />
            <Button variant="secondary" onClick={() => setDialog('rename')} data-testid="rename-result">
              <PencilLine aria-hidden="true" className="h-4 w-4" />
              {t('results.keep.rename')}
            </Button>
            <PrintButton />
            {/* The assistant scores the answers itself, under the rules in force now. */}
            <AskAboutResultLink answers={saved.data.answers} score={(currentResult ?? result).grandtotal} />
            <Button variant="ghost" onClick={() => setDialog('delete')} data-testid="delete-result">
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              {t('results.keep.delete')}
            </Button>
          </div>
        }
      >
        <p className="text-sm text-slate-600">
          {saved.data.fullName} ·{' '}
          {t('crs.saved.savedOn', { date: formatDate(saved.data.updatedTime, i18n.language) })}
        </p>
      </PageHeader>

      <SharedLinkPanel saved={saved.data} />

      <ScoreSummary
        score={result}
        details={
          currentResult && (
            <p className="mt-2 max-w-xs text-sm text-amber-900" data-testid="current-rules-score">
              {t('crs.saved.currentRules', { score: formatNumber(currentResult.grandtotal, i18n.language) })}
            </p>
          )
        }
        verdict={<VerdictBadge invitation={saved.data} />}
      />

      <ResultNotices />

      <InvitationSections
        invitation={saved.data}
        addWork={{ to: `/crs-tool/result/edit/${saved.data.id}`, state: { openWork: true } }}
      />
      <ResultCards score={result} />
      <Advice result={saved.data} />
      {answers.success && <AnswerDetails answers={answers.answers} />}

      {dialog === 'rename' && <RenameResultDialog saved={saved.data} onClose={() => setDialog(null)} />}
      {dialog === 'delete' && (
        <DeleteResultDialog
          saved={saved.data}
          title={title}
          score={result.grandtotal}
          onDeleted={() => navigate('/', { replace: true })}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
