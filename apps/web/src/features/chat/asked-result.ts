import type { SubmittedAnswerInput } from '@maplebridge/contracts';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { AskedResult } from './chat-navigation.ts';

/**
 * sessionStorage: the result stays with this tab's conversation through a reload and is sent only to
 * our server with each question; never in an address, so it is in no log.
 */
const ASKED_RESULT_KEY = 'chat-asked-result';

/** One quiz answer in the shape POST /api/chat checks again (its schema would bring all of contracts/crs). */
const isAnswer = (item: unknown): item is SubmittedAnswerInput =>
  typeof item === 'object' &&
  item !== null &&
  'questionId' in item &&
  typeof item.questionId === 'number' &&
  'answerValue' in item &&
  typeof item.answerValue === 'string';

/** A result as another page or the storage handed it over, or null if it is not one. */
export function askedResultOf(value: unknown): AskedResult | null {
  if (typeof value !== 'object' || value === null || !('answers' in value) || !('score' in value))
    return null;
  const { answers, score } = value;
  if (
    !Array.isArray(answers) ||
    answers.length === 0 ||
    !answers.every(isAnswer) ||
    typeof score !== 'number'
  )
    return null;
  return { answers, score };
}

function readStored(): AskedResult | null {
  try {
    return askedResultOf(JSON.parse(sessionStorage.getItem(ASKED_RESULT_KEY) ?? 'null'));
  } catch {
    return null;
  }
}

function store(result: AskedResult | null) {
  if (result) sessionStorage.setItem(ASKED_RESULT_KEY, JSON.stringify(result));
  else sessionStorage.removeItem(ASKED_RESULT_KEY);
}

/** The result carried in the router state (`ChatPageState`), if any. */
const carriedOf = (state: unknown) =>
  typeof state === 'object' && state !== null && 'result' in state ? askedResultOf(state.result) : null;

/**
 * The CRS result this conversation is about ("Ask about this result"), or null. One carried in the
 * router state replaces the stored one; the state is then dropped, like the teaser's question.
 */
export function useAskedResult() {
  const { state, pathname, search } = useLocation();
  const navigate = useNavigate();
  const [result, setResult] = useState<AskedResult | null>(() => carriedOf(state) ?? readStored());

  useEffect(() => {
    const carried = carriedOf(state);
    if (!carried) return;
    store(carried);
    setResult(carried);
    const { result: _dropped, ...rest } = state as Record<string, unknown>;
    navigate({ pathname, search }, { replace: true, state: Object.keys(rest).length > 0 ? rest : null });
  }, [state, pathname, search, navigate]);

  return {
    result,
    /** The chip's ×, a new conversation: the next questions go without the result. */
    dismiss() {
      store(null);
      setResult(null);
    },
  };
}
