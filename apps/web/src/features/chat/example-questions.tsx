import { useId } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';

const EXAMPLE_KEYS = ['crsScore', 'languageTests', 'jobOffer'] as const;

/** Three suggested questions while the conversation holds only the greeting (spec section 2). */
export function ExampleQuestions({ onAsk }: { onAsk(question: string): void }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <div className="px-3 pb-3 sm:px-5" data-testid="chat-examples">
      <p id={headingId} className="mb-2 text-sm font-medium text-slate-700">
        {t('chat.examples.label')}
      </p>
      <ul aria-labelledby={headingId} className="grid grid-cols-1 gap-3 md:grid-cols-2 lg:grid-cols-4">
        {EXAMPLE_KEYS.map((key) => {
          const question = t(`chat.examples.${key}`);
          return (
            <li key={key}>
              <button
                type="button"
                data-testid="chat-example-question"
                onClick={() => onAsk(question)}
                className="h-full w-full rounded-xl bg-white px-4 py-3 text-left text-sm font-medium text-slate-800 shadow-sm ring-1 ring-slate-200 transition hover:bg-brand-50 hover:text-brand-800 hover:ring-brand-600"
              >
                {question}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
