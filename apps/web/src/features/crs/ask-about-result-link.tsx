import type { SubmittedAnswerInput } from '@maplebridge/contracts';
import { MessageCircleQuestionMark } from 'lucide-react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import type { ChatPageState } from '#shared/lib/chat-page-state.ts';
import { ButtonLink } from '#shared/ui/button.tsx';

/**
 * "Ask the assistant about this result": the answers go to /chat-ai in the router state, never in
 * the address, so nothing personal reaches a URL or a log.
 */
export function AskAboutResultLink({ answers, score }: { answers: SubmittedAnswerInput[]; score: number }) {
  const { t } = useTranslation();
  const state: ChatPageState = { result: { answers, score } };
  return (
    <ButtonLink to="/chat-ai" state={state} variant="secondary" data-testid="ask-about-result">
      <MessageCircleQuestionMark aria-hidden="true" className="h-4 w-4" />
      {t('crs.result.askAssistant')}
    </ButtonLink>
  );
}
