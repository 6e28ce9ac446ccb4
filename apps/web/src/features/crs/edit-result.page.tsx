import {
  answerQuestion,
  applyWorkDetails,
  fromSubmission,
  type QuizAnswers,
  toSubmission,
  type WorkDetails,
} from '@maplebridge/crs';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useErrorToast } from '#shared/hooks/use-error-toast.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { toastSuccess } from '#shared/ui/toast.ts';
import { crsApi } from './crs.api.ts';
import { crsKeys, useSavedResult } from './crs.queries.ts';
import { QuizForm } from './quiz.page.tsx';
import { SavedResultMissing } from './saved-result-missing.tsx';

/** `/crs-tool/result/edit/:crsId`: the saved answers in the quiz, saved again on submit (members). */
export function EditResultPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { crsId } = useParams();
  const isWorkOpen = (useLocation().state as { openWork?: boolean } | null)?.openWork === true;
  const saved = useSavedResult(crsId);
  const [answers, setAnswers] = useState<QuizAnswers | null>(null);
  const [work, setWork] = useState<WorkDetails | null>(null);
  useErrorToast(saved.error, 'crs.saved.loadError');

  useEffect(() => {
    if (!saved.data || answers !== null) return;
    const parsed = fromSubmission(saved.data.answers);
    if (!parsed.success) return;
    setAnswers(parsed.answers);
    setWork(saved.data.work);
  }, [saved.data, answers]);

  // An unknown result (or another member's) is not retried: say so at once, with a way back.
  if (!saved.isPending && !saved.data) return <SavedResultMissing />;
  if (!answers) return <p className="py-16 text-center text-slate-600">{t('crs.quiz.loading')}</p>;
  const submit = async () => {
    if (!crsId) return;
    const updated = (await crsApi.update(crsId, toSubmission(answers), work)).data;
    queryClient.setQueryData(crsKeys.result(crsId), updated);
    void queryClient.invalidateQueries({ queryKey: ['crs', 'history'] });
    toastSuccess(t('crs.toast.saved'), t('crs.toast.savedDescription'));
    navigate(`/crs-tool/result/${crsId}`);
  };
  return (
    <QuizForm
      purpose="edit"
      answers={answers}
      work={work}
      isWorkOpen={isWorkOpen}
      onAnswer={(sortOrder, value) =>
        setAnswers((current) => applyWorkDetails(answerQuestion(current ?? {}, sortOrder, value), work))
      }
      onWorkChange={(next) => {
        setWork(next);
        setAnswers((current) => applyWorkDetails(current ?? {}, next));
      }}
      onClear={() => {
        setAnswers({});
        setWork(null);
      }}
      onSubmit={submit}
    />
  );
}
