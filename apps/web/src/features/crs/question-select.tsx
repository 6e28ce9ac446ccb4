import type { CrsQuestion, QuizAnswers } from '@maplebridge/crs';
import { answerOptions } from '@maplebridge/crs';
import { useId } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { SafeHtml } from '#shared/ui/safe-html.tsx';
import { controlClassName } from '#shared/ui/text-field.tsx';

/**
 * Below `lg` a native select cuts a long answer ("Two-year program at a university, college…") to
 * one line. There it draws its own button and list (a customizable select, where the browser has
 * it), which wrap. Wide screens have room and keep the native one, whose arrow keys change the answer.
 */
const WRAPPING_SELECT = [
  'max-lg:[appearance:base-select] max-lg:[&::picker(select)]:[appearance:base-select]',
  'max-lg:[&::picker-icon]:ml-auto max-lg:[&::picker-icon]:shrink-0',
  'max-lg:[&::picker(select)]:[width:anchor-size(width)] max-lg:[&::picker(select)]:max-h-80',
  'max-lg:[&::picker(select)]:rounded-lg max-lg:[&::picker(select)]:border-slate-300',
  'max-lg:[&::picker(select)]:shadow-lg',
  'max-lg:[&_option]:px-3 max-lg:[&_option]:py-2 max-lg:[&_option]:whitespace-normal',
].join(' ');

interface QuestionSelectProps {
  question: CrsQuestion | undefined;
  sortOrder: number;
  answers: QuizAnswers;
  isVietnamese: boolean;
  /** The work step worked this answer out: it shows, but changes with the jobs, not here. */
  isDecidedByWork: boolean;
  /** Left unanswered when the quiz was sent: the field says so and is marked invalid. */
  isMissing: boolean;
  onChange(value: string): void;
}

/** One required select with a disabled placeholder (spec section 2). */
export function QuestionSelect({
  question,
  sortOrder,
  answers,
  isVietnamese,
  isDecidedByWork,
  isMissing,
  onChange,
}: QuestionSelectProps) {
  const { t } = useTranslation();
  const value = answers[sortOrder] ?? '';
  const id = useId();
  const options = answerOptions(sortOrder, answers);
  const note = question ? (isVietnamese ? question.note_VN : question.note_EN) : '';
  const description = question ? (isVietnamese ? question.description_VN : question.description_EN) : '';
  const error = isMissing ? t('crs.quiz.missing') : undefined;
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
        aria-invalid={isMissing || undefined}
        aria-describedby={
          // The error first: it is what the person came back to hear, before a long note.
          [
            error && `${id}-error`,
            description && `${id}-description`,
            note && `${id}-note`,
            isDecidedByWork && `${id}-work`,
          ]
            .filter(Boolean)
            .join(' ') || undefined
        }
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`flex w-full items-center gap-2 bg-white disabled:text-slate-700 ${controlClassName(error)} ${WRAPPING_SELECT}`}
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
      {/* Not an alert of its own: the quiz's one message names every question left, and the
          keyboard lands here, where the select reads this with its name. */}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
