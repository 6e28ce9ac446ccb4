import type { ChatSource } from '@maplebridge/contracts';
import type { TFunction } from 'i18next';
import { ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { formatDate } from '#shared/lib/format-date.ts';

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
};

const reviewedOn = (day: string, language: string, t: TFunction) => {
  // A calendar day: read at noon so no time zone moves it to the day before.
  const date = /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatDate(`${day}T12:00:00`, language) : '';
  return date ? t('chat.sources.reviewed', { date }) : '';
};

/** The official pages an answer rests on, numbered, each opening in a new tab. */
export function ChatSources({ sources }: { sources: ChatSource[] }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  if (sources.length === 0) return null;
  return (
    <div data-testid="chat-sources" className="mt-3 border-t border-slate-200 pt-3">
      <p id={headingId} className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {t('chat.sources.title')}
      </p>
      <ol
        aria-labelledby={headingId}
        className="mt-1.5 list-decimal space-y-1 pl-5 text-sm marker:text-slate-600"
      >
        {sources.map((source) => (
          <li key={source.url}>
            <a
              href={source.url}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="chat-source-link"
              className="inline-flex items-baseline gap-1 font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {source.title}
              <span className="sr-only"> {t('chat.sources.newTab')}</span>
              <ExternalLink aria-hidden="true" className="h-3.5 w-3.5 shrink-0 self-center" />
            </a>{' '}
            <span className="text-xs text-slate-600">
              {[hostOf(source.url), reviewedOn(source.reviewed, i18n.language, t)]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
