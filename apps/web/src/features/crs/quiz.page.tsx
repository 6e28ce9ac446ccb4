import {
  answersToProfile,
  type QuizAnswers,
  quizState,
  scoreProfile,
  type WorkDetails,
  workDecidedQuestions,
} from '@maplebridge/crs';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, RotateCcw } from 'lucide-react';
import { type FormEvent, lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useDocumentMeta } from '#shared/hooks/use-document-meta.ts';
import { loadLocalePart } from '#shared/i18n/i18n.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { Button } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/card.tsx';
import { NewTabLink } from '#shared/ui/new-tab-link.tsx';
import { PageHeader } from '#shared/ui/page-header.tsx';
import { toastFailure, toastSuccess } from '#shared/ui/toast.ts';
import { calculateQuiz } from './calculate-quiz.ts';
import { crsApi } from './crs.api.ts';
import { useCrsToolStore } from './crs-tool.store.ts';
import { QuestionSelect } from './question-select.tsx';
import { findUnanswered } from './quiz-answers.ts';
import { QuizProgressBar, QuizScorePanel } from './quiz-progress.tsx';
import { UnansweredMessage } from './unanswered-message.tsx';

// The work step (its occupation picker and the kit's texts) shows only once the questions are
// answered: it loads then, not with the quiz.
const WorkStep = lazy(async () => {
  const [module] = await Promise.all([import('./work-step.tsx'), loadLocalePart('ui')]);
  return { default: module.WorkStep };
});

const LANGUAGE_TESTING_URL =
  'https://www.canada.ca/en/immigration-refugees-citizenship/services/immigrate-canada/express-entry/documents/language-requirements/language-testing.html';

/** The four ability questions of a language test, shown as one group named for whose test it is. */
const SCORE_BLOCKS = [
  { orders: [10, 11, 12, 13], legendKey: 'crs.quiz.scores' },
  { orders: [15, 16, 17, 18], legendKey: 'crs.quiz.scores' },
  { orders: [29, 30, 31, 32], legendKey: 'crs.quiz.spouseScores' },
] as const;
const blockOf = (sortOrder: number) => SCORE_BLOCKS.find((block) => block.orders[0] === sortOrder);
const isInBlock = (sortOrder: number) =>
  SCORE_BLOCKS.some((block) => block.orders.includes(sortOrder as never));

/** `/crs-tool/quiz`: every arrival starts again at question 1 (spec section 2). */
export function QuizPage() {
  const { t } = useTranslation();
  useDocumentMeta(t('meta.quiz.title'), t('meta.quiz.description'));
  const navigate = useNavigate();
  const answers = useCrsToolStore((state) => state.answers);
  const work = useCrsToolStore((state) => state.work);
  // The store's actions never change: read once, not subscribed to.
  const { answer, setWork, resetQuiz, showResult } = useCrsToolStore.getState();
  // The spec: each arrival resets the form, unless the member comes back to finish it (test list).
  const arrival = useLocation().state as { resume?: boolean; openWork?: boolean } | null;
  const isResuming = arrival?.resume === true;
  useEffect(() => {
    if (!isResuming) resetQuiz();
  }, [isResuming, resetQuiz]);

  const submit = async () => {
    const { result, isOffline } = await calculateQuiz(answers, work);
    showResult(result, isOffline);
    toastSuccess(t('crs.toast.calculated'));
    navigate('/crs-tool/result');
  };
  return (
    <QuizForm
      purpose="new"
      answers={answers}
      work={work}
      isWorkOpen={arrival?.openWork === true}
      onAnswer={answer}
      onWorkChange={setWork}
      onClear={resetQuiz}
      onSubmit={submit}
    />
  );
}

/** The form's title, intro and failure toast: a new quiz's, or a saved result's being edited. */
const PURPOSE_TEXTS = {
  new: { titleKey: 'crs.quiz.title', introKey: 'crs.quiz.intro', failureKey: 'crs.toast.calculateError' },
  edit: {
    titleKey: 'crs.saved.editTitle',
    introKey: 'crs.saved.editIntro',
    failureKey: 'crs.toast.saveFailed',
  },
} as const;

interface QuizFormProps {
  purpose: keyof typeof PURPOSE_TEXTS;
  answers: QuizAnswers;
  /** The optional "Your work" step; it decides the work-year and job-offer answers when filled. */
  work: WorkDetails | null;
  /** Arriving to add the work (from a result): the step starts open, in view. */
  isWorkOpen?: boolean;
  onAnswer(sortOrder: number, value: string): void;
  onWorkChange(work: WorkDetails | null): void;
  onClear(): void;
  onSubmit(): Promise<void>;
}

/** The questions the answers lead to, grouped as spec section 2 says, with a running score. */
export function QuizForm({
  purpose,
  answers,
  work,
  isWorkOpen = false,
  onAnswer,
  onWorkChange,
  onClear,
  onSubmit,
}: QuizFormProps) {
  const { t, i18n } = useTranslation();
  const [isSubmitting, setSubmitting] = useState(false);
  // The questions left unanswered at the last send: each is marked until it is answered.
  const [missing, setMissing] = useState<readonly number[]>([]);
  const questions = useQuery({
    queryKey: ['crs', 'questions'],
    queryFn: async () => (await crsApi.questions()).data,
    staleTime: Number.POSITIVE_INFINITY,
    // Asked even offline: the service worker answers with the questions it kept (vite.config.ts).
    networkMode: 'offlineFirst',
  });
  const texts = PURPOSE_TEXTS[purpose];
  const state = quizState(answers);
  const isVietnamese = i18n.language === 'vi';
  const runningScore = useMemo(() => {
    const parsed = state.isComplete ? answersToProfile(answers) : null;
    return parsed?.success ? scoreProfile(parsed.profile).grandtotal : null;
  }, [answers, state.isComplete]);
  const unanswered = findUnanswered(state.visible, answers);
  const progress = {
    answered: state.visible.length - unanswered.length,
    shown: state.visible.length,
    score: runningScore,
  };
  const stillMissing = missing.filter((sortOrder) => unanswered.includes(sortOrder));
  const byOrder = new Map((questions.data ?? []).map((question) => [question.sortOrder, question]));
  const shortNameOf = (sortOrder: number) =>
    t(`crs.quiz.short.${byOrder.get(sortOrder)?.questionName}`, {
      defaultValue: t('crs.quiz.question', { number: sortOrder }),
    });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!state.isComplete) {
      // An answer the person left, not a fault: mark it where it is and take them to the first one.
      setMissing(unanswered);
      const first = event.currentTarget.querySelector<HTMLSelectElement>(`select[name="q${unanswered[0]}"]`);
      first?.focus({ preventScroll: true });
      // Centred, clear of the sticky header and progress bar above it.
      first?.scrollIntoView({ block: 'center' });
      return;
    }
    setSubmitting(true);
    try {
      await onSubmit();
    } catch (error) {
      toastFailure(t, t(texts.failureKey), error);
    } finally {
      setSubmitting(false);
    }
  };
  const decided = workDecidedQuestions(work);
  const select = (sortOrder: number) => (
    <QuestionSelect
      key={sortOrder}
      question={byOrder.get(sortOrder)}
      sortOrder={sortOrder}
      answers={answers}
      isVietnamese={isVietnamese}
      isDecidedByWork={decided.includes(sortOrder)}
      isMissing={stillMissing.includes(sortOrder)}
      onChange={(value) => onAnswer(sortOrder, value)}
    />
  );

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-6 sm:px-6 sm:py-10 lg:grid-cols-[1fr_18rem] lg:px-8">
      <div className="space-y-6">
        <PageHeader title={t(texts.titleKey)} intro={t(texts.introKey)} />
        <QuizProgressBar {...progress} />
        {questions.isPending ? (
          <p className="text-slate-600">{t('crs.quiz.loading')}</p>
        ) : questions.isError ? (
          <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
            {t('crs.quiz.loadFailed')}
          </p>
        ) : (
          <form onSubmit={submit} noValidate className="space-y-5" data-testid="crs-quiz">
            {state.visible
              .filter((sortOrder) => !isInBlock(sortOrder) || blockOf(sortOrder))
              .map((sortOrder) => {
                const block = blockOf(sortOrder);
                if (block)
                  return (
                    <Card as="fieldset" key={sortOrder} padding="sm">
                      <legend className="px-1 text-sm font-semibold text-slate-800">
                        {t(block.legendKey)}
                      </legend>
                      <div className="grid gap-4 sm:grid-cols-2">
                        {block.orders.filter((order) => state.visible.includes(order)).map(select)}
                      </div>
                    </Card>
                  );
                return (
                  <Card key={sortOrder} padding="sm">
                    {select(sortOrder)}
                  </Card>
                );
              })}
            {state.isComplete && (
              <Suspense fallback={null}>
                <WorkStep
                  work={work}
                  isInitiallyOpen={isWorkOpen}
                  onChange={onWorkChange}
                  isWithSpouse={state.isWithSpouse}
                />
              </Suspense>
            )}
            {state.isIneligible && (
              <div
                role="alert"
                data-testid="not-eligible"
                className="flex gap-3 rounded-2xl bg-red-50 p-5 text-red-900 ring-1 ring-red-200"
              >
                <AlertTriangle aria-hidden="true" className="h-6 w-6 shrink-0" />
                <p>
                  {t('crs.quiz.notEligible')}{' '}
                  <NewTabLink
                    href={LANGUAGE_TESTING_URL}
                    className="inline-flex items-center gap-1 font-semibold underline"
                  >
                    {t('crs.quiz.languageTesting')}
                  </NewTabLink>
                </p>
              </div>
            )}
            {stillMissing.length > 0 && <UnansweredMessage names={stillMissing.map(shortNameOf)} />}
            <div className="flex flex-wrap gap-3">
              <Button type="submit" data-testid="quiz-submit" disabled={isSubmitting || state.isIneligible}>
                {t(isSubmitting ? 'crs.quiz.submitting' : 'crs.quiz.submit')}
              </Button>
              <Button
                variant="secondary"
                data-testid="quiz-clear"
                onClick={() => {
                  setMissing([]);
                  onClear();
                }}
              >
                <RotateCcw aria-hidden="true" className="h-4 w-4" />
                {t('crs.quiz.clear')}
              </Button>
            </div>
          </form>
        )}
      </div>
      <QuizScorePanel {...progress} />
    </div>
  );
}
