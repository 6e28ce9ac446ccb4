import {
  answerOptions,
  answersToProfile,
  type CrsQuestion,
  type QuizAnswers,
  quizState,
  scoreProfile,
  toSubmission,
  type WorkDetails,
  workDecidedQuestions,
} from '@maplebridge/crs';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, RotateCcw } from 'lucide-react';
import { type FormEvent, lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useDocumentMeta } from '#shared/hooks/use-document-meta.ts';
import { loadLocalePart } from '#shared/i18n/i18n.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { Button } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/card.tsx';
import { NewTabLink } from '#shared/ui/new-tab-link.tsx';
import { PageHeader } from '#shared/ui/page-header.tsx';
import { SafeHtml } from '#shared/ui/safe-html.tsx';
import { toastError, toastFailure, toastSuccess } from '#shared/ui/toast.ts';
import { crsApi } from './crs.api.ts';
import { useCrsToolStore } from './crs-tool.store.ts';

// The work step (its occupation picker and the kit's texts) shows only once the questions are
// answered: it loads then, not with the quiz.
const WorkStep = lazy(async () => {
  const [module] = await Promise.all([import('./work-step.tsx'), loadLocalePart('ui')]);
  return { default: module.WorkStep };
});

const LANGUAGE_TESTING_URL =
  'https://www.canada.ca/en/immigration-refugees-citizenship/services/immigrate-canada/express-entry/documents/language-requirements/language-testing.html';

/** The four ability questions of a language test, shown as one group. */
const SCORE_BLOCKS = [
  [10, 11, 12, 13],
  [15, 16, 17, 18],
  [29, 30, 31, 32],
] as const;
const blockOf = (sortOrder: number) => SCORE_BLOCKS.find((block) => block[0] === sortOrder);
const isInBlock = (sortOrder: number) => SCORE_BLOCKS.some((block) => block.includes(sortOrder as never));

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
    showResult((await crsApi.calculate(toSubmission(answers), work)).data);
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
  const questions = useQuery({
    queryKey: ['crs', 'questions'],
    queryFn: async () => (await crsApi.questions()).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const texts = PURPOSE_TEXTS[purpose];
  const state = quizState(answers);
  const isVietnamese = i18n.language === 'vi';
  const runningScore = useMemo(() => {
    const parsed = state.isComplete ? answersToProfile(answers) : null;
    return parsed?.success ? scoreProfile(parsed.profile).grandtotal : null;
  }, [answers, state.isComplete]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!state.isComplete) {
      toastError(t('crs.toast.calculateError'), t('crs.toast.checkAgain'));
      // The keyboard lands on the first question still to answer (a required select left empty).
      event.currentTarget.querySelector<HTMLSelectElement>('select:invalid')?.focus();
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
  const byOrder = new Map((questions.data ?? []).map((question) => [question.sortOrder, question]));
  const decided = workDecidedQuestions(work);
  const select = (sortOrder: number) => (
    <QuestionSelect
      key={sortOrder}
      question={byOrder.get(sortOrder)}
      sortOrder={sortOrder}
      answers={answers}
      isVietnamese={isVietnamese}
      isDecidedByWork={decided.includes(sortOrder)}
      onChange={(value) => onAnswer(sortOrder, value)}
    />
  );

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-6 sm:px-6 sm:py-10 lg:grid-cols-[1fr_18rem] lg:px-8">
      <div className="space-y-6">
        <PageHeader title={t(texts.titleKey)} intro={t(texts.introKey)} />
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
                        {t('crs.quiz.scores')}
                      </legend>
                      <div className="grid gap-4 sm:grid-cols-2">
                        {block.filter((order) => state.visible.includes(order)).map(select)}
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
            <div className="flex flex-wrap gap-3">
              <Button type="submit" data-testid="quiz-submit" disabled={isSubmitting || state.isIneligible}>
                {t(isSubmitting ? 'crs.quiz.submitting' : 'crs.quiz.submit')}
              </Button>
              <Button variant="secondary" data-testid="quiz-clear" onClick={onClear}>
                <RotateCcw aria-hidden="true" className="h-4 w-4" />
                {t('crs.quiz.clear')}
              </Button>
            </div>
          </form>
        )}
      </div>
      <aside aria-live="polite" className="hidden lg:block">
        <Card padding="sm" className="sticky top-24 text-center" data-testid="running-score">
          <p className="text-sm font-medium text-slate-600">{t('crs.quiz.runningScore')}</p>
          <p className="mt-2 text-4xl font-bold text-brand-700">{runningScore ?? '—'}</p>
          <p className="mt-2 text-xs text-slate-500">
            {t(runningScore === null ? 'crs.quiz.runningHint' : 'crs.quiz.runningOf')}
          </p>
        </Card>
      </aside>
    </div>
  );
}

interface QuestionSelectProps {
  question: CrsQuestion | undefined;
  sortOrder: number;
  answers: QuizAnswers;
  isVietnamese: boolean;
  /** The work step worked this answer out: it shows, but changes with the jobs, not here. */
  isDecidedByWork: boolean;
  onChange(value: string): void;
}

/** One required select with a disabled placeholder (spec section 2). */
function QuestionSelect({
  question,
  sortOrder,
  answers,
  isVietnamese,
  isDecidedByWork,
  onChange,
}: QuestionSelectProps) {
  const { t } = useTranslation();
  const value = answers[sortOrder] ?? '';
  const id = useId();
  const options = answerOptions(sortOrder, answers);
  const note = question ? (isVietnamese ? question.note_VN : question.note_EN) : '';
  const description = question ? (isVietnamese ? question.description_VN : question.description_EN) : '';
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block font-medium text-slate-900">
        {question
          ? isVietnamese
            ? question.title_VN
            : question.title_EN
          : t('crs.quiz.question', { number: sortOrder })}
      </label>
      {description && (
        <div id={`${id}-description`}>
          <SafeHtml
            html={description}
            className="text-sm text-slate-600 [&_a]:text-brand-700 [&_a]:underline"
          />
        </div>
      )}
      {note && (
        <p id={`${id}-note`} className="text-sm text-slate-600">
          {note}
        </p>
      )}
      {isDecidedByWork && (
        <p id={`${id}-work`} className="text-sm font-medium text-brand-700">
          {t('crs.work.decided')}
        </p>
      )}
      <select
        id={id}
        name={`q${sortOrder}`}
        data-testid={`question-${sortOrder}`}
        required
        disabled={isDecidedByWork}
        aria-describedby={
          [description && `${id}-description`, note && `${id}-note`, isDecidedByWork && `${id}-work`]
            .filter(Boolean)
            .join(' ') || undefined
        }
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none disabled:bg-slate-100 disabled:text-slate-700"
      >
        <option value="" disabled>
          {t('crs.quiz.choose')}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {isVietnamese ? option.title_VN : option.title_EN}
          </option>
        ))}
      </select>
    </div>
  );
}
