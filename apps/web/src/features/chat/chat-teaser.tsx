import { Bot, SendHorizontal } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { buttonClassName } from '#shared/ui/button-class.ts';
import { CHAT_PATH, chatPageStateOf } from './chat-navigation.ts';

/** The home page's way into the assistant: the question typed here is asked on /chat-ai. */
export function ChatTeaser() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [question, setQuestion] = useState('');
  const id = useId();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    navigate(CHAT_PATH, question.trim() ? { state: chatPageStateOf(question) } : undefined);
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid="chat-teaser"
      className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <Bot aria-hidden="true" className="h-6 w-6 text-brand-600" />
        {t('home.chatTeaser.title')}
      </h2>
      <p className="mt-1 text-slate-600">{t('home.chatTeaser.text')}</p>
      <form onSubmit={handleSubmit} className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-1.5">
          <label htmlFor={id} className="text-sm font-medium text-slate-800">
            {t('home.chatTeaser.label')}
          </label>
          <input
            id={id}
            type="text"
            data-testid="chat-teaser-input"
            value={question}
            onChange={(event) => setQuestion(event.target.value)}
            placeholder={t('home.chatTeaser.placeholder')}
            className="rounded-lg border border-slate-300 px-3 py-2.5 text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none"
          />
        </div>
        <button type="submit" data-testid="chat-teaser-submit" className={`shrink-0 ${buttonClassName()}`}>
          <SendHorizontal aria-hidden="true" className="h-4 w-4" />
          {t('home.chatTeaser.send')}
        </button>
      </form>
    </section>
  );
}
