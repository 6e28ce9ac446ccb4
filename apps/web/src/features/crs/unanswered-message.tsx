import { AlertCircle } from 'lucide-react';
import { useTranslation } from '#shared/i18n/use-translation.ts';

/** "Not answered yet: Age and Education", by the send button, said as it appears. */
export function UnansweredMessage({ names }: { names: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const list = new Intl.ListFormat(i18n.language === 'en' ? 'en-CA' : 'vi-VN').format(names);
  return (
    <p
      role="alert"
      data-testid="quiz-unanswered"
      className="flex gap-2 rounded-xl bg-red-50 p-4 text-sm font-medium text-red-900 ring-1 ring-red-200"
    >
      <AlertCircle aria-hidden="true" className="h-5 w-5 shrink-0" />
      {t('crs.quiz.unanswered', { names: list })}
    </p>
  );
}
